import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage, reservation, rows, setUpPageTests } from './support/reservations';

// All reservations opens a ride with its desk actions, as Today and the timeline do: the desk
// finds a ride by its reference or its rider, then hands it over from the list.

setUpPageTests();

it('opens a ride from its row and hands it over there; the row shows it out', async () => {
  const api = fakeApi([
    reservation(11),
    reservation(12, { user: { id: 5, name: 'Cy', email: 'cy@example.test' } }),
  ]);
  const user = userEvent.setup();
  renderPage();
  const row = (await rows())[1]!;
  await user.click(within(row).getByRole('button', { name: /^Open Cy's Vespa GTS on / }));
  const dialog = await screen.findByRole('dialog', { name: 'Cy: Vespa GTS' });
  await user.type(within(dialog).getByLabelText('Odometer (km)'), '800');
  await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST /api/v1/reservations/12/pickup')).toHaveLength(1);
  expect((await screen.findByText('The scooter is out')).closest('[tabindex="-1"]')).toHaveFocus();
  await waitFor(async () =>
    expect(within((await rows())[1]!).getByText('Out')).toBeInTheDocument(),
  );
});

it('says Open in Italian', async () => {
  fakeApi([reservation(12, { user: { id: 5, name: 'Cy', email: 'cy@example.test' } })]);
  renderPage('', undefined, 'it');
  const row = (await rows())[0]!;
  expect(within(row).getByRole('button', { name: /^Apri Vespa GTS di Cy del / })).toHaveTextContent(
    'Apri',
  );
});
