import { useId, type ReactNode } from 'react';
import './stacked-table.css';

/** A column header: its words, or its words and a class (such as `stacked-table__number`). */
type StackedTableColumn = string | { label: string; className?: string };

type StackedTableProps = {
  columns: readonly StackedTableColumn[];
  /**
   * How a card shows what a cell with a `data-label` is: its label beside
   * the value (the default), above it (a card of narrow columns), or not at
   * all (the page labels its cells itself).
   */
  labels?: 'beside' | 'above' | 'none';
  /**
   * A detail page's few lines: `stacked-table--plain`, which stays a table
   * on phones too, so it needs no explicit roles and has none.
   */
  plain?: boolean;
  /**
   * The table inside a focusable region, named as the table is, that scrolls
   * it sideways when it is wider than its column (the default); without it,
   * the table is as wide as its column lets it be.
   */
  scroll?: boolean;
  /** More classes for the scrolling region. */
  className?: string;
  /** More classes for the table (a modifier of the page's own). */
  tableClassName?: string;
  /** The body rows; they set their own cell roles. */
  children: ReactNode;
} & (
  | {
      /** The table's name, its caption: for screen readers only (the default) or shown. */
      caption: ReactNode;
      captionHidden?: boolean;
      /** More classes for the caption (a shown caption's own look). */
      captionClassName?: string;
      labelledBy?: never;
    }
  | {
      /** The id of the heading that names the table instead of a caption. */
      labelledBy: string;
      caption?: never;
      captionHidden?: never;
      captionClassName?: never;
    }
);

function join(...names: (string | false | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The shop's one responsive table (the admin area's lists and detail pages,
 * the order history and an order's page). Below 768 px (a 375 px phone)
 * stacked-table.css shows a table's rows as stacked cards by changing the
 * display of the table, its row groups, rows and cells, and browsers then
 * drop their table semantics; so those tables carry explicit ARIA roles
 * (table, rowgroup, row, columnheader) to stay tables to screen readers. A
 * `plain` table keeps `display: table` and carries no roles.
 */
export function StackedTable(props: StackedTableProps) {
  const { columns, labels = 'beside', plain = false, scroll = true, className, tableClassName, children } = props;
  const captionId = useId();
  const nameId = props.labelledBy ?? captionId;
  const role = (name: string) => (plain ? undefined : name);
  const table = (
    <table
      role={role('table')}
      className={join('stacked-table', labels !== 'none' && `stacked-table--labels-${labels}`, plain && 'stacked-table--plain', tableClassName)}
      aria-labelledby={props.labelledBy}
    >
      {props.labelledBy === undefined && (
        <caption id={captionId} className={join(props.captionHidden !== false && 'visually-hidden', props.captionClassName)}>
          {props.caption}
        </caption>
      )}
      <thead role={role('rowgroup')}>
        <tr role={role('row')}>
          {columns.map((column) => {
            const { label, className: columnClass } = typeof column === 'string' ? { label: column, className: undefined } : column;
            return (
              <th key={label} role={role('columnheader')} scope="col" className={columnClass}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody role={role('rowgroup')}>{children}</tbody>
    </table>
  );
  if (!scroll) return table;
  return (
    <div className={join('stacked-table-scroll', className)} role="region" aria-labelledby={nameId} tabIndex={0}>
      {table}
    </div>
  );
}
