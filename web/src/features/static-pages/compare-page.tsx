import { Check, Minus } from 'lucide-react';
import { usePageTitle } from '../../lib/page-title';
import './compare-page.css';

const TITLE = 'Compare Products';

type Row = { feature: string; personal: boolean | string; commercial: boolean | string };

// Spec §2: static placeholder content. Two sample licences, clearly marked as
// samples, so the page shows what a comparison will look like without
// promising terms the shop has not set.
const ROWS: Row[] = [
  { feature: 'Full-resolution download', personal: true, commercial: true },
  { feature: 'Personal prints and wallpapers', personal: true, commercial: true },
  { feature: 'Websites and social media', personal: false, commercial: true },
  { feature: 'Advertising and packaging', personal: false, commercial: true },
  { feature: 'Attribution', personal: 'Not required', commercial: 'Not required' },
];

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <td>{value}</td>;
  return (
    <td>
      {value ? (
        <Check className="compare__yes" aria-hidden="true" size={20} />
      ) : (
        <Minus className="compare__no" aria-hidden="true" size={20} />
      )}
      <span className="visually-hidden">{value ? 'Included' : 'Not included'}</span>
    </td>
  );
}

export function ComparePage() {
  usePageTitle(TITLE);
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{TITLE}</h1>
      <p className="compare__intro">A side-by-side look at two sample photo licences, personal and commercial.</p>
      <div className="compare__scroll">
        <table className="compare__table">
          <caption className="visually-hidden">Sample licence comparison</caption>
          <thead>
            <tr>
              <th scope="col">Use</th>
              <th scope="col">Personal</th>
              <th scope="col">Commercial</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <Cell value={row.personal} />
                <Cell value={row.commercial} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
