import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from 'shared-domain';
import { jsonResponse, listOf, mockApi } from './support';
import { setClock } from './support/clock';
import {
  FEED,
  feedSection,
  feedUrl,
  freshFeedUrls,
  renderReservationsPage,
} from './support/calendar-feed';

// My reservations' Turn off: the rider's private calendar link ended (docs/PRODUCT.md, "Rides in
// your calendar").

beforeEach(() => {
  setClock('2026-11-23T10:00:00Z');
});

afterEach(() => {
  jest.useRealTimers();
});

const ROME: Reservation = {
  id: 1,
  date: '2026-11-24',
  city: 'Rome',
  motorcycle_id: 2,
  motorcycle_name: 'Vespa Sprint',
  duration: 24,
  total: 240,
};

describe('Turn off', () => {
  const TURN_OFF = 'DELETE /api/v1/calendar/feed';
  const TURNED_OFF = 'Calendar link turned off: it no longer shows your rides.';
  const QUESTION = 'Turn off your calendar link?';
  const dialog = () => screen.getByRole('dialog', { name: QUESTION, hidden: true });

  /** My reservations with a link on screen, and the DELETE answering as `turnOff` says. */
  async function withLink(turnOff: () => Response | 'network') {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/v1/reservations': listOf([ROME]),
      [FEED]: freshFeedUrls(),
      [TURN_OFF]: turnOff,
    });
    renderReservationsPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Subscribe in your calendar app' }));
    await screen.findByRole('textbox', { name: 'Your private calendar link' });
    return {
      user,
      api,
      button: screen.getByRole('button', { name: 'Turn off your calendar link' }),
    };
  }

  it('asks first: NO (or Escape) keeps the link and gives the focus back', async () => {
    const { user, api, button } = await withLink(() =>
      jsonResponse(200, { success: true, message: TURNED_OFF }),
    );
    expect(button).toHaveTextContent('Turn off');
    await user.click(button);
    expect(dialog()).toHaveAttribute('open');
    expect(within(dialog()).getByRole('button', { name: 'NO' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'NO' }));
    expect(screen.queryByRole('dialog', { name: QUESTION, hidden: true })).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: QUESTION, hidden: true })).toBeNull();
    expect(button).toHaveFocus();
    expect(api.callsTo(TURN_OFF)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(
      feedUrl(1),
    );
  });

  it('YES turns the link off, says so, and leaves the keyboard on the button that gets a new one', async () => {
    const { user, api } = await withLink(() =>
      jsonResponse(200, { success: true, message: TURNED_OFF }),
    );
    await user.click(screen.getByRole('button', { name: 'Turn off your calendar link' }));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));

    const subscribe = await screen.findByRole('button', { name: 'Subscribe in your calendar app' });
    await waitFor(() => expect(subscribe).toHaveFocus());
    expect(await within(feedSection()).findByText(TURNED_OFF)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your private calendar link' })).toBeNull();
    const [call] = api.callsTo(TURN_OFF);
    expect(call?.authorization).toBe('Bearer h.p.s');

    // A new link later: the old message goes.
    await user.click(subscribe);
    expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(
      feedUrl(2),
    );
    expect(within(feedSection()).queryByText(TURNED_OFF)).toBeNull();
  });

  it('keeps the link and says why when it cannot be turned off', async () => {
    const { user, button } = await withLink(() => 'network');
    await user.click(button);
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await within(feedSection()).findByRole('alert')).toHaveTextContent(
      'Connection Issues !',
    );
    expect(screen.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(
      feedUrl(1),
    );
    await waitFor(() => expect(button).toHaveFocus());
  });
});
