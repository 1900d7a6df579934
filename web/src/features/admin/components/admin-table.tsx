import { useId, type ReactNode } from 'react';

/** A column header: its words, or its words and a class (such as `admin-table__number`). */
export type AdminTableColumn = string | { label: string; className?: string };

type AdminTableProps = {
  caption: ReactNode;
  /** The caption for screen readers only (the default), or shown. */
  captionHidden?: boolean;
  /** More classes for the caption (a shown caption's own look). */
  captionClassName?: string;
  columns: readonly AdminTableColumn[];
  /**
   * A detail page's few lines: `admin-table--plain`, which stays a table on
   * phones too, so it needs no explicit roles and has none.
   */
  plain?: boolean;
  /** More classes for the scrolling region. */
  className?: string;
  /** More classes for the table (a modifier such as `admin-table--audit`). */
  tableClassName?: string;
  /** The body rows. */
  children: ReactNode;
};

function join(...names: (string | false | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The admin area's one table markup: a focusable region that scrolls the table
 * when it is wider than its column, labelled by the table's caption (hidden
 * unless asked). Below 768 px (a 375 px phone) admin.css shows a list table's
 * rows as stacked cards by changing the display of the table, its row groups,
 * rows and cells, and browsers then drop their table semantics; so those
 * tables carry explicit ARIA roles (table, rowgroup, row, columnheader) to
 * stay tables to screen readers. A `plain` table keeps `display: table` and
 * carries no roles. The body rows set their own cell roles.
 */
export function AdminTable({ caption, captionHidden = true, captionClassName, columns, plain = false, className, tableClassName, children }: AdminTableProps) {
  const captionId = useId();
  const role = (name: string) => (plain ? undefined : name);
  return (
    <div className={join('admin-table-scroll', className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table role={role('table')} className={join('admin-table', plain && 'admin-table--plain', tableClassName)}>
        <caption id={captionId} className={join(captionHidden && 'visually-hidden', captionClassName)}>
          {caption}
        </caption>
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
    </div>
  );
}
