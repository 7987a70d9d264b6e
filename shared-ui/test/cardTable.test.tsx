import { render, screen, within } from '@testing-library/react';
import { CardCell, CardRow, CardTable } from '../src';

// One markup, a table on a wide screen and a card per row on a narrow one (README.md, "The kit").
it('is a table named by its caption, whose cells hold their values and name their columns for the cards', () => {
  render(
    <CardTable
      caption="2 rides"
      columns={[
        { label: 'Motorcycle' },
        { label: 'Total', number: true },
        { label: 'Actions', hidden: true },
      ]}
    >
      <CardRow>
        <CardCell label="Motorcycle">Vespa GTS</CardCell>
        <CardCell label="Total" number>
          $41.70
        </CardCell>
        <CardCell action>
          <button type="button">Cancel</button>
        </CardCell>
      </CardRow>
    </CardTable>,
  );
  const table = screen.getByRole('table', { name: '2 rides' });
  expect(screen.getByRole('region', { name: '2 rides' })).toHaveAttribute('tabindex', '0');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Motorcycle', 'Total', 'Actions']);
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
    ['Motorcycle', 'Vespa GTS'],
    ['Total', '$41.70'],
    [undefined, 'Cancel'],
  ]);
});
