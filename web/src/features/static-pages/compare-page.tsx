import { Check, Minus } from 'lucide-react';
import { ROUTE_META } from '@chitra/contract/routes';
import { usePageTitle } from '../../lib/page-title';
import { SHIPPING_FEE_RUPEES } from '@chitra/contract/constants';
import { formatRupees } from '../../lib/format';
import './compare-page.css';

const TITLE = ROUTE_META.compareProduct.title;

type Row = { feature: string; download: boolean | string; print: boolean | string };

// What each way of buying a photograph gives (the licence is LICENCE_LINE, spelled out in the terms).
const ROWS: Row[] = [
  { feature: 'Full-resolution original file, no watermark', download: true, print: false },
  { feature: 'Ready', download: 'At once, after paying', print: 'Dispatched within 3 working days' },
  { feature: 'Personal prints and wallpapers', download: true, print: true },
  { feature: 'Websites and social media', download: true, print: false },
  { feature: 'Advertising, packaging and client work', download: true, print: false },
  { feature: 'Reselling or sharing the file itself', download: false, print: false },
  { feature: 'Colour or black and white', download: 'Colour, as shot', print: 'Your choice' },
  { feature: 'Shipping', download: 'None', print: `${formatRupees(SHIPPING_FEE_RUPEES)} per order, anywhere in India` },
  { feature: 'Attribution', download: 'Not required', print: 'Not required' },
];

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <td>{value}</td>;
  return (
    <td>
      {value ? <Check className="compare__yes" aria-hidden="true" size={20} /> : <Minus className="compare__no" aria-hidden="true" size={20} />}
      <span className="visually-hidden">{value ? 'Included' : 'Not included'}</span>
    </td>
  );
}

export function ComparePage() {
  usePageTitle(TITLE, ROUTE_META.compareProduct.description);
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{TITLE}</h1>
      <p className="compare__intro">Every photograph can be bought as a download; many can also be ordered as a print. What each gives you:</p>
      <div className="compare__scroll">
        <table className="compare__table">
          <caption className="visually-hidden">A download and a print compared</caption>
          <thead>
            <tr>
              <th scope="col">Use</th>
              <th scope="col">Download</th>
              <th scope="col">Print</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <Cell value={row.download} />
                <Cell value={row.print} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
