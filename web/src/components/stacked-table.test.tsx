import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './stacked-table';

const row = (
  <tr role="row">
    <th role="rowheader" scope="row">
      Order 1
    </th>
    <td role="cell" data-label="Total">
      ₹100
    </td>
  </tr>
);

describe('stacked table', () => {
  it('stays a table to screen readers, named by its caption, in a focusable region of the same name', () => {
    render(
      <StackedTable caption="Orders" columns={['Order', { label: 'Total', className: 'stacked-table__number' }]}>
        {row}
      </StackedTable>,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Total']);
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveClass('stacked-table__number');
    expect(table).toHaveClass('stacked-table', 'stacked-table--labels-beside');
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
  });

  it('can be named by a heading instead, without the region, and label its cards above the values', () => {
    render(
      <>
        <h2 id="log">Downloads</h2>
        <StackedTable labelledBy="log" columns={['Order', 'Total']} labels="above" scroll={false}>
          {row}
        </StackedTable>
      </>,
    );
    expect(screen.getByRole('table', { name: 'Downloads' })).toHaveClass('stacked-table--labels-above');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is a plain table, with no roles of its own, for a few lines', () => {
    const { container } = render(
      <StackedTable plain caption="Items" columns={['Item']}>
        <tr>
          <td>Print</td>
        </tr>
      </StackedTable>,
    );
    const table = container.querySelector('table');
    expect(table).toHaveClass('stacked-table--plain');
    expect(table).not.toHaveAttribute('role');
  });
});
