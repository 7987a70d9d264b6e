import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from 'shared-domain';
import ReservationsPage from '../src/reservations/ReservationsPage';
import {
  jsonResponse,
  mockApi,
  renderWithProviders,
  RIDER,
  type ApiAnswer,
  type ApiCall,
} from './support';
import { reservationPages } from './support/api';
import { daysFromToday, setClock } from './support/clock';

beforeEach(() => {
  setClock('2026-11-23T10:00:00Z');
});

afterEach(() => {
  jest.useRealTimers();
});

const LIST = 'GET /api/v1/reservations';

function ride(id: number, date: string, city: string): Reservation {
  return {
    id,
    date,
    city,
    motorcycle_id: 1,
    motorcycle_name: 'Vespa Primavera',
    duration: 2,
    total: 25,
  };
}

/** `count` rides in the coming days, soonest first: "Next 1" is tomorrow. */
const upcoming = (count: number) =>
  Array.from({ length: count }, (_, i) => ride(i + 1, daysFromToday(i + 1), `Next ${i + 1}`));
/** `count` rides of the past days, latest first: "Past 1" was yesterday. */
const earlier = (count: number) =>
  Array.from({ length: count }, (_, i) => ride(100 + i, daysFromToday(-(i + 1)), `Past ${i + 1}`));
const cities = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix} ${from + i}`);

/**
 * The api with the rider's rides in its order (upcoming first, then earlier ones), paged by
 * `limit` and `cursor`; a DELETE really removes one. `answer` may answer a call to the list
 * otherwise (a failed page).
 */
function fakeApi(initial: Reservation[], answer?: (call: ApiCall) => ApiAnswer | undefined) {
  let list = [...initial];
  const pages = reservationPages(() => list);
  const api = mockApi({
    [LIST]: (call) => answer?.(call) ?? pages(call),
    'DELETE /api/v1/reservations/:id': ({ params }) => {
      list = list.filter((r) => r.id !== Number(params.id));
      return jsonResponse(200, { success: true, message: 'Reservation cancelled successfully' });
    },
  });
  const params = () =>
    api.callsTo(LIST).map((call) => Object.fromEntries(new URL(call.url).searchParams));
  return { ...api, params };
}

const renderList = () =>
  renderWithProviders(<ReservationsPage />, {
    path: '/reservations',
    route: '/reservations',
    signedInAs: RIDER,
  });

/** The city of each row, in the order shown. */
async function shownCities(): Promise<string[]> {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent ?? '');
}
const showEarlier = () => screen.getByRole('button', { name: 'Show earlier rides' });
const announced = (text: string) =>
  waitFor(() =>
    expect(screen.getByText(text, { selector: '[role="status"]' })).toBeInTheDocument(),
  );

describe('my reservations, upcoming first', () => {
  it('asks for one page of 20 (every ride not yet over fits in it) and lists the upcoming rides first', async () => {
    const api = fakeApi([...upcoming(20), ...earlier(25)]);
    renderList();
    expect(await shownCities()).toEqual(cities('Next', 1, 20));
    expect(api.params()).toEqual([{ limit: '20' }]);
    expect(showEarlier()).toBeInTheDocument();
  });

  it('shows the earlier rides of the first page after the upcoming ones, and no button when that is all', async () => {
    fakeApi([...upcoming(2), ...earlier(3)]);
    renderList();
    expect(await shownCities()).toEqual([...cities('Next', 1, 2), ...cities('Past', 1, 3)]);
    expect(screen.queryByRole('button', { name: 'Show earlier rides' })).not.toBeInTheDocument();
  });

  it('Show earlier rides appends the next page, asked for with the cursor, and keeps the focus until the last', async () => {
    const api = fakeApi([...upcoming(20), ...earlier(25)]);
    const user = userEvent.setup();
    renderList();
    await shownCities();
    await user.click(showEarlier());
    await waitFor(async () => expect(await shownCities()).toHaveLength(40));
    expect(await shownCities()).toEqual([...cities('Next', 1, 20), ...cities('Past', 1, 20)]);
    expect(api.params()[1]).toEqual({ limit: '20', cursor: 'after-20' });
    expect(showEarlier()).toHaveFocus();
    await announced('20 earlier rides loaded, 40 shown.');
    expect(within(screen.getAllByRole('row')[40]!).getByText('Ended')).toBeVisible();

    await user.keyboard('{Enter}');
    await waitFor(async () => expect(await shownCities()).toHaveLength(45));
    expect(api.params()[2]).toEqual({ limit: '20', cursor: 'after-119' });
    await announced('5 earlier rides loaded, 45 shown.');
    expect(screen.getByText('No earlier rides.')).toHaveFocus();
  });

  it('keeps the rides shown when a page of earlier rides fails, and Retry asks for it again', async () => {
    let offline = true;
    const api = fakeApi([...upcoming(20), ...earlier(5)], ({ url }) =>
      offline && new URL(url).searchParams.has('cursor') ? 'network' : undefined,
    );
    const user = userEvent.setup();
    renderList();
    await shownCities();
    await user.click(showEarlier());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upss! There is an Error');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    expect(await shownCities()).toEqual(cities('Next', 1, 20));

    offline = false;
    await user.click(retry);
    await waitFor(async () => expect(await shownCities()).toHaveLength(25));
    expect(api.params().slice(1)).toEqual([
      { limit: '20', cursor: 'after-20' },
      { limit: '20', cursor: 'after-20' },
    ]);
  });

  it('a cancellation with earlier rides shown: the row goes at once, and every page shown is asked again', async () => {
    const api = fakeApi([...upcoming(20), ...earlier(25)]);
    const user = userEvent.setup();
    renderList();
    await shownCities();
    await user.click(showEarlier());
    await waitFor(async () => expect(await shownCities()).toHaveLength(40));

    await user.click(screen.getAllByRole('button', { name: /^Cancel the reservation of / })[0]!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'YES' }));
    await screen.findByText('Reservation cancelled successfully');
    // The first page now ends one ride later: the refreshed pages show the 21st earlier ride.
    await waitFor(async () =>
      expect(await shownCities()).toEqual([...cities('Next', 2, 20), ...cities('Past', 1, 21)]),
    );
    expect(api.params().slice(2)).toEqual([{ limit: '20' }, { limit: '20', cursor: 'after-100' }]);
  });
});
