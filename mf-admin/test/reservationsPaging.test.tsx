import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagesFromSearch } from '../src/reservations/reservationFilter';
import {
  currentSearch,
  dialog,
  fakeApi,
  paramsOf,
  renderPage,
  reservation,
  reservations,
  rows,
  setUpPageTests,
  table,
} from './support/reservations';
import { deferred, jsonResponse } from './support';

setUpPageTests();

/** Waits for the table to say `name` (the rows it counts have arrived). */
const tableNamed = (name: string) =>
  waitFor(() => expect(screen.getByRole('table')).toHaveAccessibleName(name));
const showMore = () => screen.getByRole('button', { name: 'Show more' });
/** The city of each row shown, in order ("City 1", …). */
const cities = async () =>
  (await rows()).map((row) => within(row).getAllByRole('cell')[2]!.textContent);
/** The polite announcement of the rows that arrived, once it is said. */
const announced = (text: string) =>
  waitFor(() =>
    expect(screen.getByText(text, { selector: '[role="status"]' })).toBeInTheDocument(),
  );
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `City ${from + index}`);

describe('all reservations: a page at a time', () => {
  it('shows the first 50; Show more appends the next page, asked for with the cursor of the last, and keeps the focus', async () => {
    const api = fakeApi(reservations(120));
    renderPage();
    await tableNamed('The first 50 reservations, earliest first');
    expect(await cities()).toEqual(range(1, 50));
    expect(paramsOf(api.listCalls()[0]!)).toEqual({ limit: '50' });

    const button = showMore();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await tableNamed('The first 100 reservations, earliest first');
    expect(await cities()).toEqual(range(1, 100));
    expect(paramsOf(api.listCalls()[1]!)).toEqual({ limit: '50', cursor: 'after-50' });
    expect(showMore()).toHaveFocus();
    await announced('50 more reservations loaded, 100 shown.');
    expect(currentSearch()).toBe('?pages=2');

    await userEvent.keyboard('{Enter}');
    await tableNamed('120 reservations, earliest first');
    expect(paramsOf(api.listCalls()[2]!)).toEqual({ limit: '50', cursor: 'after-100' });
    await announced('20 more reservations loaded, 120 shown.');
    // The button has gone with the last page: the focus is on what took its place.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is every reservation: 120 reservations.')).toHaveFocus();
    expect(currentSearch()).toBe('?pages=3');
    expect(api.listCalls()).toHaveLength(3);
  });

  it('says Loading... on the button while the page comes, which keeps the focus', async () => {
    const held = deferred<void>();
    fakeApi(reservations(60), {
      page: (cursor) =>
        cursor
          ? held.promise.then(() =>
              jsonResponse(200, {
                success: true,
                data: reservations(60).slice(50),
                next_cursor: null,
              }),
            )
          : undefined,
    });
    renderPage();
    await table();
    await userEvent.click(showMore());
    const pending = await screen.findByRole('button', { name: 'Loading...' });
    expect(pending).toHaveFocus();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await act(async () => held.resolve());
    await tableNamed('60 reservations, earliest first');
  });

  it('offers no Show more when one page holds them all', async () => {
    fakeApi(reservations(50));
    renderPage();
    await tableNamed('50 reservations, earliest first');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('comes back to the same place: a reload loads the pages the address counts, one after another', async () => {
    const api = fakeApi(reservations(160));
    renderPage('?status=confirmed&pages=3');
    await waitFor(async () => expect(await rows()).toHaveLength(150));
    expect(api.listCalls().map(paramsOf)).toEqual([
      { status: 'confirmed', limit: '50' },
      { status: 'confirmed', limit: '50', cursor: 'after-50' },
      { status: 'confirmed', limit: '50', cursor: 'after-100' },
    ]);
    await tableNamed('The first 150 reservations, earliest first');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Confirmed');
    expect(showMore()).toBeInTheDocument();
  });

  it('reads again at most 20 pages for an address that counts more; Show more goes on from there', async () => {
    // One reservation a page, so the pages stay small.
    const all = reservations(30);
    const api = fakeApi(all, {
      page: (cursor) => {
        const at = cursor ? Number(cursor.slice('after-'.length)) : 0;
        const next = at + 1 < all.length ? `after-${at + 1}` : null;
        return jsonResponse(200, { success: true, data: [all[at]], next_cursor: next });
      },
    });
    renderPage('?pages=25');
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    await screen.findByRole('button', { name: 'Show more' });
    expect(api.listCalls()).toHaveLength(20);

    await userEvent.click(showMore());
    await waitFor(async () => expect(await rows()).toHaveLength(21));
    expect(currentSearch()).toBe('?pages=21');
    expect(api.listCalls()).toHaveLength(21);
  });

  it('shows again the pages kept from an earlier visit, and the address counts them', async () => {
    fakeApi(reservations(120));
    const first = renderPage();
    await table();
    await userEvent.click(showMore());
    await tableNamed('The first 100 reservations, earliest first');
    first.unmount();

    // The menu's link, a minute later: the same store, an address without pages.
    renderPage('', first.store);
    await tableNamed('The first 100 reservations, earliest first');
    await waitFor(() => expect(currentSearch()).toBe('?pages=2'));
  });

  it('starts at the first page again when the filters change', async () => {
    const api = fakeApi([
      ...reservations(70),
      reservation(71, { status: 'cancelled', city: 'City 71' }),
    ]);
    renderPage('?pages=2');
    await waitFor(async () => expect(await rows()).toHaveLength(71));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await tableNamed('1 reservation, earliest first');
    expect(paramsOf(api.listCalls().at(-1)!)).toEqual({ status: 'cancelled', limit: '50' });
    expect(currentSearch()).toBe('?status=cancelled');
  });

  it('keeps the rows shown when a page fails, and its Retry asks for the same page again', async () => {
    let offline = true;
    const api = fakeApi(reservations(80), {
      page: (cursor) => (cursor && offline ? 'network' : undefined),
    });
    renderPage();
    await table();
    await userEvent.click(showMore());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upss! There is an Error');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    expect(await cities()).toEqual(range(1, 50));

    offline = false;
    await userEvent.click(retry);
    await tableNamed('80 reservations, earliest first');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.listCalls().slice(1).map(paramsOf)).toEqual([
      { limit: '50', cursor: 'after-50' },
      { limit: '50', cursor: 'after-50' },
    ]);
  });

  it('a cancel refreshes every page shown, from the first', async () => {
    const api = fakeApi(reservations(70));
    renderPage('?pages=2');
    await waitFor(async () => expect(await rows()).toHaveLength(70));
    await userEvent.click(screen.getByRole('button', { name: /^Cancel Rider 60's / }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    await screen.findByText('Reservation cancelled successfully');

    const row60 = async () => (await rows())[59]!;
    await waitFor(async () => expect(within(await row60()).getByText('Cancelled')).toBeVisible());
    expect(await rows()).toHaveLength(70);
    expect(api.listCalls().slice(2).map(paramsOf)).toEqual([
      { limit: '50' },
      { limit: '50', cursor: 'after-50' },
    ]);
  });
});

describe('the pages an address asks for', () => {
  it.each([
    ['', 1],
    ['?pages=3', 3],
    ['?status=confirmed&pages=2', 2],
    ['?pages=0', 1],
    ['?pages=-2', 1],
    ['?pages=2.5', 1],
    ['?pages=two', 1],
    ['?pages=25', 25],
  ])('%s: %d', (search, pages) => {
    expect(pagesFromSearch(search)).toBe(pages);
  });
});
