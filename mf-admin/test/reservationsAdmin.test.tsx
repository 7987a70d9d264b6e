import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wallClockNow } from 'shared-domain';
import {
  CANCEL,
  CATALOGUE,
  currentSearch,
  dialog,
  fakeApi,
  inDays,
  LIST,
  paramsOf,
  renderPage,
  reservation,
  rows,
  setUpPageTests,
  table,
} from './support/reservations';
import { deferred, jsonResponse, mockApi } from './support';

const QUESTION = 'Cancel this reservation?';

setUpPageTests();

describe('all reservations: the list', () => {
  it('shows every reservation with its rider, motorcycle, city, start, duration, total and status', async () => {
    fakeApi([
      reservation(1, { date: '2099-03-04', duration: 2.5, total: 31.25 }),
      reservation(2, {
        date: '2099-03-05T14:30',
        duration: 50,
        total: 1234.5,
        city: 'Milan',
        motorcycle_name: 'Vespa Sprint',
        status: 'cancelled',
        cancelled_at: '2026-01-10T09:30:00.000Z',
      }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { name: 'All reservations' })).toBeInTheDocument();
    expect(screen.getByText('Loading... the reservations')).toHaveAttribute('role', 'status');

    expect(await table()).toHaveAccessibleName('2 reservations, earliest first');
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rider', 'Motorcycle', 'City', 'Start', 'Duration', 'Total', 'Status', 'Actions']);
    const [first, second] = await rows();
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The rider's cell ends with the reference their confirmation gives: the reservation's number.
    expect(cells(first!)).toEqual([
      'Rider 1rider1@example.testReference 1',
      'Vespa GTS',
      'Rome',
      'Wed, Mar 4, 2099',
      '2.5 hours',
      '$31.25',
      'Confirmed',
      'OpenCancel',
    ]);
    // On a card each value shows its column's name above it (the header says it to a screen
    // reader); the rider's name is the card's first line, the actions its foot.
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual([undefined, 'Motorcycle', 'City', 'Start', 'Duration', 'Total', 'Status', undefined]);
    expect(within(first!).getByRole('link', { name: 'rider1@example.test' })).toHaveAttribute(
      'href',
      'mailto:rider1@example.test',
    );
    expect(within(first!).getByRole('cell', { name: 'Wed, Mar 4, 2099' })).toBeInTheDocument();
    expect(cells(second!).slice(1, 6)).toEqual([
      'Vespa Sprint',
      'Milan',
      'Thu, Mar 5, 2099 at 14:30',
      '50 hours',
      '$1,234.50',
    ]);
    expect(cells(second!)[6]).toMatch(/^Cancelled on Jan 10, 2026, \d\d:30$/);
    // A cancelled reservation cannot be cancelled again.
    expect(within(second!).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it('offers Cancel only for confirmed reservations that have not started', async () => {
    fakeApi([
      reservation(1, { date: inDays(-3), user: { id: 5, name: 'Past Rider', email: 'p@x.test' } }),
      reservation(2, { date: inDays(20), user: { id: 6, name: 'Next Rider', email: 'n@x.test' } }),
    ]);
    renderPage();
    const [started, upcoming] = await rows();
    expect(within(started!).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
    expect(
      within(upcoming!).getByRole('button', { name: /^Cancel Next Rider's Vespa GTS on / }),
    ).toHaveTextContent('Cancel');
  });

  it("offers Cancel until the start on the shop's clock, not everywhere on earth", async () => {
    // An hour ago and an hour ahead in Rome, the shop's time zone (the test api's config).
    const inRome = (hours: number) =>
      new Date(wallClockNow(new Date(), 'Europe/Rome') + hours * 3_600_000)
        .toISOString()
        .slice(0, 16);
    fakeApi([
      reservation(1, { date: inRome(-1), user: { id: 5, name: 'Early Rider', email: 'e@x.test' } }),
      reservation(2, { date: inRome(1), user: { id: 6, name: 'Later Rider', email: 'l@x.test' } }),
    ]);
    renderPage();
    const [started, upcoming] = await rows();
    expect(within(started!).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
    expect(
      within(upcoming!).getByRole('button', { name: /^Cancel Later Rider's Vespa GTS on / }),
    ).toBeInTheDocument();
  });

  it('says when there is no reservation, in the words of the empty list', async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByText('Upss! There is no Reserves')).toBeInTheDocument();
    expect(screen.getByText("Riders' bookings show here as soon as they are made.")).toBeVisible();
  });

  it('says when no reservation matches the filters', async () => {
    fakeApi([reservation(1)]);
    renderPage('?status=cancelled');
    expect(await screen.findByText('Upss! There is no Reserves')).toBeInTheDocument();
    expect(screen.getByText('No reservation matches these filters.')).toBeInTheDocument();
  });

  it('shows the error state with a Retry that loads the list', async () => {
    let online = false;
    mockApi({
      'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: CATALOGUE }),
      [LIST]: () =>
        online
          ? jsonResponse(200, { success: true, data: [reservation(1)], next_cursor: null })
          : 'network',
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upss! There is an Error');
    expect(alert).toHaveTextContent('Please Check your Connection and try Again!');

    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toHaveAccessibleName('1 reservation, earliest first');
  });

  it("shows the api's sentences when it refuses the filters", async () => {
    mockApi({
      'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: CATALOGUE }),
      [LIST]: () =>
        jsonResponse(422, { success: false, error: true, message: ['To must not be before From'] }),
    });
    renderPage('?from=2026-05-10&to=2026-05-01');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('To must not be before From');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-10');
  });
});

describe('all reservations: the filters', () => {
  it('is a labelled form that starts from the address and asks the api for exactly that', async () => {
    const api = fakeApi([reservation(1)]);
    renderPage('?motorcycle_id=2&from=2026-05-01&to=2026-05-31&status=confirmed');
    const form = screen.getByRole('search', { name: 'Filter the reservations' });
    await waitFor(() => expect(within(form).getByLabelText('Motorcycle')).toBeEnabled());
    expect(within(form).getByLabelText('Motorcycle')).toHaveDisplayValue('Vespa Sprint');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-05-01');
    expect(within(form).getByLabelText('To')).toHaveValue('2026-05-31');
    expect(within(form).getByLabelText('Status')).toHaveDisplayValue('Confirmed');

    await table();
    expect(api.listCalls()).toHaveLength(1);
    expect(paramsOf(api.listCalls()[0]!)).toEqual({
      motorcycle_id: '2',
      from: '2026-05-01',
      to: '2026-05-31',
      status: 'confirmed',
      limit: '50',
    });
  });

  it('lists the catalogue by name, after "All motorcycles"', async () => {
    fakeApi([]);
    renderPage();
    const select = screen.getByLabelText('Motorcycle');
    // Nothing to choose from until the catalogue has arrived.
    expect(select).toBeDisabled();
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All motorcycles', 'Vespa GTS', 'Vespa Primavera', 'Vespa Sprint']);
  });

  it('applies the filters together, puts them in the address, and a reload keeps them', async () => {
    const api = fakeApi([reservation(1), reservation(2, { status: 'cancelled' })]);
    const { unmount } = renderPage();
    await table();
    expect(paramsOf(api.listCalls()[0]!)).toEqual({ limit: '50' });

    await waitFor(() => expect(screen.getByLabelText('Motorcycle')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Motorcycle'), 'Vespa Primavera');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    // Nothing is asked before the admin applies them.
    expect(api.listCalls()).toHaveLength(1);

    const apply = screen.getByRole('button', { name: 'Apply filters' });
    await userEvent.click(apply);
    await waitFor(() => expect(api.listCalls()).toHaveLength(2));
    const wanted = {
      motorcycle_id: '3',
      from: '2026-06-01',
      to: '2026-06-30',
      status: 'cancelled',
    };
    expect(paramsOf(api.listCalls()[1]!)).toEqual({ ...wanted, limit: '50' });
    expect(Object.fromEntries(new URLSearchParams(currentSearch() ?? ''))).toEqual(wanted);
    expect(apply).toHaveFocus();
    expect(await table()).toHaveAccessibleName('1 reservation, earliest first');

    // A reload: the same address, a fresh page.
    const search = currentSearch() ?? '';
    unmount();
    const again = fakeApi([]);
    renderPage(search);
    await screen.findByText('Upss! There is no Reserves');
    expect(paramsOf(again.listCalls()[0]!)).toEqual({ ...wanted, limit: '50' });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Cancelled');
    expect(screen.getByLabelText('To')).toHaveValue('2026-06-30');
  });

  it('Clear filters asks for every reservation again', async () => {
    const api = fakeApi([reservation(1)]);
    renderPage('?status=cancelled&motorcycle_id=1');
    await screen.findByText('Upss! There is no Reserves');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await table()).toHaveAccessibleName('1 reservation, earliest first');
    expect(paramsOf(api.listCalls().at(-1)!)).toEqual({ limit: '50' });
    expect(currentSearch()).toBe('');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('All');
    expect(screen.getByLabelText('Motorcycle')).toHaveDisplayValue('All motorcycles');
  });

  it('leaves out what the form could not show: an unknown status, a date that is not one', async () => {
    const api = fakeApi([reservation(1)]);
    renderPage('?status=lost&from=2026-02-30&motorcycle_id=abc&to=2026-03-01');
    await table();
    expect(paramsOf(api.listCalls()[0]!)).toEqual({ to: '2026-03-01', limit: '50' });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('All');
  });

  it('names a deleted motorcycle chosen in the address after its reservations', async () => {
    fakeApi([reservation(1, { motorcycle_id: 9, motorcycle_name: 'Vespa Retired' })]);
    renderPage('?motorcycle_id=9');
    await table();
    await waitFor(() =>
      expect(screen.getByLabelText('Motorcycle')).toHaveDisplayValue('Vespa Retired'),
    );
  });
});

describe('all reservations: cancelling one', () => {
  const upcoming = () =>
    reservation(1, {
      date: inDays(40),
      city: 'Naples',
      user: { id: 7, name: 'Nina Rider', email: 'nina@example.test' },
    });
  const cancelButton = () => screen.findByRole('button', { name: /^Cancel Nina Rider's / });

  it('asks first; NO closes the question with nothing cancelled and focus back on the button', async () => {
    const api = fakeApi([upcoming()]);
    renderPage();
    const button = await cancelButton();
    expect(dialog()).not.toHaveAttribute('open');

    await userEvent.click(button);
    expect(dialog()).toHaveAttribute('open');
    expect(within(dialog()).getByRole('button', { name: 'NO' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: QUESTION })).toHaveAccessibleDescription(
      expect.stringMatching(
        /^The booking of Nina Rider \(Vespa GTS, Naples, .+\) will be cancelled and its time freed for other riders\.$/,
      ),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'NO' }));

    expect(dialog()).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    expect(api.callsTo('DELETE /api/v1/reservations/1')).toEqual([]);
  });

  it('treats Escape as NO', async () => {
    const api = fakeApi([upcoming()]);
    renderPage();
    const button = await cancelButton();
    await userEvent.click(button);
    // What the browser does on Escape in a modal dialog: a cancelable 'cancel' event.
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));

    expect(dialog()).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    expect(api.callsTo('DELETE /api/v1/reservations/1')).toEqual([]);
  });

  it("YES says 'Cancelling...', then the server's message, and the refreshed list shows it cancelled", async () => {
    const answer = deferred<void>();
    const api = fakeApi([upcoming(), reservation(2)], { cancelAnswer: answer.promise });
    renderPage();
    await userEvent.click(await cancelButton());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));

    expect(dialog()).not.toHaveAttribute('open');
    const pending = await screen.findByRole('button', { name: /^Cancelling Nina Rider's / });
    expect(pending).toHaveTextContent('Cancelling...');
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Cancelling...', { selector: '[role="status"]' })).toBeInTheDocument();
    // Other rows wait for this one.
    await userEvent.click(screen.getByRole('button', { name: /^Cancel Rider 2's / }));
    expect(dialog()).not.toHaveAttribute('open');

    await act(async () => answer.resolve());
    const message = await screen.findByText('Reservation cancelled successfully');
    expect(message.closest('[role="status"]')).toBeInTheDocument();
    const [first] = await rows();
    await waitFor(() => expect(within(first!).getByText('Cancelled')).toBeInTheDocument());
    expect(within(first!).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
    expect(
      api.calls
        .map((call) => call.route)
        .filter((route) => !['GET /api/v1/motorcycles', 'GET /api/v1/config'].includes(route)),
    ).toEqual([
      'GET /api/v1/admin/reservations',
      'DELETE /api/v1/reservations/1',
      'GET /api/v1/admin/reservations',
    ]);
    // Focus lands on the outcome.
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('with the confirmed filter, the cancelled reservation leaves the list', async () => {
    fakeApi([upcoming(), reservation(2)]);
    renderPage('?status=confirmed');
    await userEvent.click(await cancelButton());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    await screen.findByText('Reservation cancelled successfully');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.queryByText('Nina Rider')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and refreshes the list", async () => {
    let started = false;
    const api = mockApi({
      'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: CATALOGUE }),
      [LIST]: () => jsonResponse(200, { success: true, data: [upcoming()], next_cursor: null }),
      [CANCEL]: () => {
        started = true;
        return jsonResponse(422, {
          success: false,
          error: true,
          message: ['This reservation has already started and can no longer be cancelled'],
        });
      },
    });
    renderPage();
    await userEvent.click(await cancelButton());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'This reservation has already started and can no longer be cancelled',
    );
    expect(started).toBe(true);
    await waitFor(() => expect(api.callsTo('GET /api/v1/admin/reservations')).toHaveLength(2));
  });

  it("says 'Connection Issues !' when the api cannot be reached", async () => {
    mockApi({
      'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: CATALOGUE }),
      [LIST]: () => jsonResponse(200, { success: true, data: [upcoming()], next_cursor: null }),
      [CANCEL]: () => 'network',
    });
    renderPage();
    await userEvent.click(await cancelButton());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Connection Issues !')).toBeInTheDocument();
  });
});
