import { render, screen, within } from '@testing-library/react';
import { CardCell, CardRow, CardTable, ReservationCells } from '../src';

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

// The facts both lists of rides show, the rider's and the desk's: a page's own cells go between.
it('gives a ride its Motorcycle, City, Duration and Total cells, with the page’s own in the middle', () => {
  const ride = { motorcycle_name: 'Vespa GTS', city: 'Florence', duration: 2.5, total: 41.7 };
  render(
    <CardTable caption="1 ride" columns={[]}>
      <CardRow>
        <ReservationCells reservation={ride}>
          <CardCell label="Start">Tue, Nov 24, 2026</CardCell>
        </ReservationCells>
      </CardRow>
    </CardTable>,
  );
  const cells = within(screen.getByRole('table', { name: '1 ride' })).getAllByRole('cell');
  expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
    ['Motorcycle', 'Vespa GTS'],
    ['City', 'Florence'],
    ['Start', 'Tue, Nov 24, 2026'],
    ['Duration', '2.5 hours'],
    ['Total', '$41.70'],
  ]);
});
