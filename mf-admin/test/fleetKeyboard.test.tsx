import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import FleetPage from '../src/fleet/FleetPage';
import { block, deskApi, ride, setShopClock } from './support/desk';
import { ADMIN, renderWithProviders } from './support';

// The Vespa GTS's week: free Monday; Tuesday 10:00–13:00 and 15:00–17:00; free Wednesday;
// Thursday 10:00 to Friday 10:00; free weekend. The Primavera is in the workshop on Wednesday;
// the Sprint is free all week.
const GTS_MONDAY = 'Vespa GTS, Monday, December 2, free';
const MORNING = 'Vespa GTS, Tuesday, December 3, 10:00 to 13:00, Rita Rider, confirmed';
const AFTERNOON = 'Vespa GTS, Tuesday, December 3, 15:00 to 17:00, Rita Rider, confirmed';
const GTS_WEDNESDAY = 'Vespa GTS, Wednesday, December 4, free';
const OVERNIGHT =
  'Vespa GTS, Thursday, December 5, 10:00 to Friday, December 6, 10:00, Rita Rider, confirmed';
const GTS_SUNDAY = 'Vespa GTS, Sunday, December 8, free';
const WORKSHOP =
  'Vespa Primavera, Wednesday, December 4, 09:00 to 17:00, in the workshop: brake pads';
const PRIMAVERA_THURSDAY = 'Vespa Primavera, Thursday, December 5, free';
const SPRINT_THURSDAY = 'Vespa Sprint, Thursday, December 5, free';
const PRIMAVERA_FRIDAY = 'Vespa Primavera, Friday, December 6, free';
const SPRINT_FRIDAY = 'Vespa Sprint, Friday, December 6, free';
const SPRINT_MONDAY = 'Vespa Sprint, Monday, December 2, free';
const SPRINT_SUNDAY = 'Vespa Sprint, Sunday, December 8, free';

beforeEach(() => {
  localStorage.clear();
  setShopClock('2030-12-03T09:00');
  deskApi(
    [
      ride(1),
      ride(2, { date: '2030-12-03T15:00', duration: 2 }),
      ride(3, { date: '2030-12-05T10:00', duration: 24 }),
    ],
    [block(7)],
  );
});
afterEach(() => jest.useRealTimers());

async function openGrid() {
  renderWithProviders(<FleetPage />, {
    path: '/admin/fleet',
    route: '/admin/fleet',
    signedInAs: ADMIN,
  });
  return screen.findByRole('grid');
}

/** Puts the focus on a stop, as a click would (without opening it). */
const focusOn = (name: string) => act(() => screen.getByRole('button', { name }).focus());

const focused = () => document.activeElement?.getAttribute('aria-label');

async function press(user: UserEvent, keys: string) {
  await user.keyboard(keys);
  return focused();
}

describe('the timeline’s keyboard (an ARIA grid)', () => {
  it('is one Tab stop: the first stop, then wherever the focus was left', async () => {
    const grid = await openGrid();
    const user = userEvent.setup();
    const inTabOrder = () =>
      within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0);
    expect(inTabOrder().map((button) => button.getAttribute('aria-label'))).toEqual([GTS_MONDAY]);
    // From the last link before it, Tab enters the grid on its stop in the Tab order.
    act(() => screen.getByRole('link', { name: 'Next week' }).focus());
    await user.tab();
    expect(focused()).toBe(GTS_MONDAY);
    expect(await press(user, '{ArrowRight}')).toBe(MORNING);
    expect(inTabOrder().map((button) => button.getAttribute('aria-label'))).toEqual([MORNING]);
    // Away and back: the grid keeps its place.
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName('Next week');
    await user.tab();
    expect(focused()).toBe(MORNING);
    // And Tab leaves it at once.
    await user.tab();
    expect(grid).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('moves with the arrows stop by stop along a row, and by the same day between rows', async () => {
    await openGrid();
    const user = userEvent.setup();
    focusOn(GTS_MONDAY);
    expect(await press(user, '{ArrowLeft}')).toBe(GTS_MONDAY);
    expect(await press(user, '{ArrowUp}')).toBe(GTS_MONDAY);
    expect(await press(user, '{ArrowRight}')).toBe(MORNING);
    expect(await press(user, '{ArrowRight}')).toBe(AFTERNOON);
    expect(await press(user, '{ArrowRight}')).toBe(GTS_WEDNESDAY);
    expect(await press(user, '{ArrowDown}')).toBe(WORKSHOP);
    expect(await press(user, '{ArrowUp}')).toBe(GTS_WEDNESDAY);
    expect(await press(user, '{ArrowRight}')).toBe(OVERNIGHT);
    expect(await press(user, '{ArrowDown}')).toBe(PRIMAVERA_THURSDAY);
    expect(await press(user, '{ArrowDown}')).toBe(SPRINT_THURSDAY);
    expect(await press(user, '{ArrowDown}')).toBe(SPRINT_THURSDAY);
    expect(await press(user, '{ArrowUp}{ArrowUp}')).toBe(OVERNIGHT);
    // The day is kept through a ride over two days: up from Friday and down again is Friday.
    await focusOn(SPRINT_FRIDAY);
    expect(await press(user, '{ArrowUp}{ArrowUp}')).toBe(OVERNIGHT);
    expect(await press(user, '{ArrowDown}')).toBe(PRIMAVERA_FRIDAY);
  });

  it('goes to the row’s ends with Home and End, the grid’s with Control, ten rows with Page Down', async () => {
    await openGrid();
    const user = userEvent.setup();
    focusOn(MORNING);
    expect(await press(user, '{End}')).toBe(GTS_SUNDAY);
    expect(await press(user, '{Home}')).toBe(GTS_MONDAY);
    expect(await press(user, '{Control>}{End}{/Control}')).toBe(SPRINT_SUNDAY);
    expect(await press(user, '{Control>}{Home}{/Control}')).toBe(GTS_MONDAY);
    expect(await press(user, '{PageDown}')).toBe(SPRINT_MONDAY);
    expect(await press(user, '{PageUp}')).toBe(GTS_MONDAY);
  });

  it('opens a ride with Enter in a dialog, and gives the focus back to its bar when it closes', async () => {
    await openGrid();
    const user = userEvent.setup();
    focusOn(GTS_MONDAY);
    await press(user, '{ArrowRight}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rita Rider: Vespa GTS' });
    expect(within(dialog).getByText('Tuesday, December 3, 10:00 to 13:00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Odometer (km)')).toHaveFocus();
    // What the browser does on Escape in a modal dialog: a cancelable 'cancel' event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(focused()).toBe(MORNING);

    // The Close button, and a workshop block by Space.
    await press(user, '{ArrowDown}{ArrowRight}');
    expect(focused()).toBe(WORKSHOP);
    await user.keyboard(' ');
    const workshop = screen.getByRole('dialog', { name: 'Vespa Primavera in the workshop' });
    expect(within(workshop).getByText('brake pads')).toBeInTheDocument();
    await user.click(within(workshop).getByRole('button', { name: 'Close' }));
    expect(focused()).toBe(WORKSHOP);
  });
});
