import { useId, type ReactNode } from 'react';

/** A titled panel of a detail page. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={['panel', 'admin-panel', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Labels and their values, as a description list. */
export function Facts({ items }: { items: (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
