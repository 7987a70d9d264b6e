import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, deferred, jsonResponse, listOf, mockApi, type ApiCall } from './support';
import { setClock } from './support/clock';
import { MILAN } from './support/reservations';
import type { Reservation } from 'shared-domain';
import {
  FEED,
  feedSection,
  feedUrl,
  freshFeedUrls,
  renderReservationsPage,
} from './support/calendar-feed';

// My reservations' calendar controls: a ride's .ics, and the rider's private feed.

beforeEach(() => {
  setClock('2026-11-23T10:00:00Z');
});

afterEach(() => {
  jest.useRealTimers();
});

const ROME: Reservation = { ...MILAN, id: 1, date: '2026-11-24', motorcycle_name: 'Vespa Sprint' };

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

/** The rider's list, the ride files, and feed addresses that change at every POST. */
function fakeApi(feed: (call: ApiCall) => Response | 'network' = freshFeedUrls()) {
  return mockApi({
    'GET /api/v1/reservations': listOf([ROME, MILAN]),
    'GET /api/v1/reservations/:id/calendar.ics': () =>
      new Response(ICS, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } }),
    [FEED]: feed,
  });
}

describe('Add to calendar', () => {
  it("saves the ride's .ics, fetched with the rider's token", async () => {
    const api = fakeApi();
    const downloads = captureDownloads();
    renderReservationsPage();
    const add = await screen.findByRole('button', {
      name: 'Add to calendar: Vespa GTS on Thu, Dec 31, 2026, 22:00',
    });
    expect(add).toHaveTextContent('Add to calendar');
    await userEvent.click(add);
    await waitFor(() => expect(downloads.saved).toHaveLength(1));

    const [call] = api.callsTo('GET /api/v1/reservations/2/calendar.ics');
    expect(call?.authorization).toBe('Bearer h.p.s');
    expect(call?.request.headers.get('Accept')).toBe('text/calendar');
    const [file] = downloads.saved;
    expect(file?.name).toBe('vespa-ride-2.ics');
    expect(await file?.blob.text()).toBe(ICS);
    expect(
      screen.getByRole('button', { name: 'Add to calendar: Vespa Sprint on Tue, Nov 24, 2026' }),
    ).toBeInTheDocument();
    downloads.restore();
  });

  it('says why when the file cannot be had', async () => {
    mockApi({
      'GET /api/v1/reservations': listOf([MILAN]),
      'GET /api/v1/reservations/:id/calendar.ics': () =>
        jsonResponse(404, { success: false, error: true, message: 'Reservation not found' }),
    });
    const downloads = captureDownloads();
    renderReservationsPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Add to calendar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reservation not found');
    expect(downloads.saved).toEqual([]);
    downloads.restore();
  });
});

describe('the calendar section', () => {
  it('comes with the list, not before it: it never jumps down the page when the rows arrive', async () => {
    const list = deferred<Response>();
    mockApi({ 'GET /api/v1/reservations': () => list.promise });
    renderReservationsPage();
    expect(await screen.findByText('Loading... your reservations')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your rides in your calendar' })).toBeNull();

    list.resolve(jsonResponse(200, { success: true, data: [ROME], next_cursor: null }));
    await screen.findByRole('table');
    expect(feedSection()).toBeInTheDocument();
  });

  it("comes with the list's error too", async () => {
    mockApi({ 'GET /api/v1/reservations': () => 'network' });
    renderReservationsPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(feedSection()).toBeInTheDocument();
  });
});

describe('Subscribe in your calendar app', () => {
  it('gives the private link, copies it with a visible "Copied", and replaces it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderReservationsPage();
    await screen.findByRole('table');
    const section = feedSection();
    await user.click(
      within(section).getByRole('button', { name: 'Subscribe in your calendar app' }),
    );

    const link = await within(section).findByRole('textbox', {
      name: 'Your private calendar link',
    });
    expect(link).toHaveValue(feedUrl(1));
    expect(link).toHaveAttribute('readonly');
    expect(api.callsTo(FEED)[0]?.authorization).toBe('Bearer h.p.s');

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(feedUrl(1));
    expect(within(section).getByText('Copied')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Replace link' }));
    await waitFor(() => expect(link).toHaveValue(feedUrl(2)));
    expect(api.callsTo(FEED)).toHaveLength(2);
    expect(within(section).queryByText('Copied')).not.toBeInTheDocument();
    expect(
      within(section).getByText('This is a new link: the one before no longer works.'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(feedUrl(2));
    expect(within(section).getByText('Copied')).toBeVisible();
  });

  it('asks the rider to copy the link when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    fakeApi();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderReservationsPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Subscribe in your calendar app' }));
    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Select the link and copy it (Ctrl+C).')).toBeVisible();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    // The link is selected, ready for the keyboard.
    const field = link as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, feedUrl(1).length]);
  });

  it('says so when the link cannot be made', async () => {
    fakeApi(() => 'network');
    renderReservationsPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar app' }));
    expect(await within(feedSection()).findByRole('alert')).toHaveTextContent(
      'Connection Issues !',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
