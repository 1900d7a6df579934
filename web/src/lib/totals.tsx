/** One line of a summary's totals: its label and the amount as the shop prints it. */
export type TotalLine = readonly [label: string, amount: string];

/**
 * Totals as a description list (styles/base.css `.totals`): a line each, the
 * last one, what is paid, standing out. `busy` dims the amounts while they
 * are being worked out again.
 */
export function Totals({ lines, grand, className, busy }: { lines: TotalLine[]; grand: TotalLine; className?: string; busy?: boolean }) {
  return (
    <dl className={['totals', className].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      {lines.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className="totals__grand">
        <dt>{grand[0]}</dt>
        <dd>{grand[1]}</dd>
      </div>
    </dl>
  );
}
