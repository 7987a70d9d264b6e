import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { motorcycle, motorcycles } from './support';
import { quoted, serveCatalog } from './support/api';
import { setClock } from './support/clock';
import { allowFormSubmits } from './support/formData';
import { address, renderCatalog } from './support/pages';
import { mockViewport } from './support/viewport';

// The "When?" form above the carousel and the carousel of the Vespas free then. The shop's clock
// reads Tuesday 1 December 2026, 10:00 in Rome.

const WINDOW = '/motorcycles?from=2026-12-05T10:00&to=2026-12-05T13:00';
const FREE = [quoted(motorcycle(2), 37.5), quoted(motorcycle(4, { bookingPricePerHour: 20 }), 60)];

const input = (name: string) => screen.getByLabelText(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Show free Vespas' }));
/** The names on the cards a person can see. */
const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent);

allowFormSubmits();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mockViewport(false);
  setClock('2026-12-01T09:00:00Z');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the When? form', () => {
  it('puts a day, a start and a length into the address, and lists the Vespas free then', async () => {
    const api = serveCatalog({ list: motorcycles(5), free: { data: FREE, taken: 3 } });
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'LATEST MODELS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'When?' })).toBeInTheDocument();

    await userEvent.type(input('Day'), '2026-12-05');
    await userEvent.type(input('Start time'), '10:00');
    await userEvent.type(input('Hours'), '3');
    await submit();

    expect(address()).toBe(WINDOW);
    expect(await screen.findByText('$37.50 for your time')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Vespa 2', 'Vespa 4']);
    expect(api.windowsAsked()).toEqual(['2026-12-05T10:00 2026-12-05T13:00']);
  });

  it('takes a from and a to over several days with More than one day', async () => {
    const api = serveCatalog({ list: motorcycles(3), free: { data: FREE, taken: 1 } });
    renderCatalog('/motorcycles');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'More than one day' }));
    await userEvent.type(input('From day'), '2026-12-05');
    await userEvent.type(input('From time'), '10:00');
    await userEvent.type(input('To day'), '2026-12-08');
    await userEvent.type(input('To time'), '18:30');
    await submit();
    expect(address()).toBe('/motorcycles?from=2026-12-05T10:00&to=2026-12-08T18:30');
    expect(await screen.findByText('$60.00 for your time')).toBeInTheDocument();
    expect(api.windowsAsked()).toEqual(['2026-12-05T10:00 2026-12-08T18:30']);
  });

  it('opened at an address with a window: fills the form, lists what the api returned with their prices and the taken line', async () => {
    const api = serveCatalog({ list: motorcycles(5), free: { data: FREE, taken: 3 } });
    renderCatalog(WINDOW);
    expect(await screen.findByText('$37.50 for your time')).toBeInTheDocument();
    expect(input('Day')).toHaveValue('2026-12-05');
    expect(input('Start time')).toHaveValue('10:00');
    expect(input('Hours')).toHaveValue(3);
    expect(input('Minutes')).toHaveValue(0);

    expect(shownNames()).toEqual(['Vespa 2', 'Vespa 4']);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('$37.50 for your time');
    expect(first).toHaveTextContent('$12.50 per hour');
    expect(second).toHaveTextContent('$60.00 for your time');
    expect(second).toHaveTextContent('$20.00 per hour');
    // Said politely, and the whole list never asked for.
    const summary = await screen.findByText(/are free at that time/);
    expect(summary).toHaveTextContent('2 Vespas are free at that time. 3 are taken.');
    expect(summary.closest('[role="status"]')).toBeInTheDocument();
    expect(api.plainAsked()).toBe(0);
    expect(screen.getByRole('link', { name: 'Vespa 2' })).toHaveAttribute(
      'href',
      '/motorcycle/2?from=2026-12-05T10:00&to=2026-12-05T13:00',
    );
  });

  it('says one free and one taken in the singular', async () => {
    serveCatalog({ free: { data: [FREE[0]!], taken: 1 } });
    renderCatalog(WINDOW);
    expect(
      await screen.findByText('1 Vespa is free at that time. 1 is taken.'),
    ).toBeInTheDocument();
  });

  it('says no Vespa is free then, not that the catalogue is empty', async () => {
    serveCatalog({ list: motorcycles(3), free: { data: [], taken: 3 } });
    renderCatalog(WINDOW);
    expect(
      await screen.findByRole('heading', { name: 'No Vespa is free at that time' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Try another time: another day, a later start or a shorter ride.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 are taken\./)).toBeInTheDocument();
    expect(screen.queryByText('Upss! There is no motorcycles')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the api’s sentences when it refuses the window', async () => {
    serveCatalog({ free: { refuse: ['To must be after From', 'Something else the api says'] } });
    renderCatalog(WINDOW);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('To must be after From');
    expect(alert).toHaveTextContent('Something else the api says');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the windowed list cannot be loaded', async () => {
    serveCatalog({ free: 'network' });
    renderCatalog(WINDOW);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upss! There is an Error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('goes back to the whole list with Any time', async () => {
    const api = serveCatalog({ list: motorcycles(4), free: { data: FREE, taken: 2 } });
    renderCatalog(WINDOW);
    await screen.findByText('$37.50 for your time');
    await userEvent.click(screen.getByRole('button', { name: 'Any time' }));
    expect(address()).toBe('/motorcycles');
    expect(await screen.findByRole('link', { name: 'Vespa 1' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Vespa 1', 'Vespa 2', 'Vespa 3']);
    expect(screen.queryByText(/for your time/)).not.toBeInTheDocument();
    expect(input('Day')).toHaveValue('');
    expect(api.plainAsked()).toBe(1);
  });
});

describe('a window the rules refuse', () => {
  it('is said beside its inputs and never sent', async () => {
    const api = serveCatalog({ list: motorcycles(3) });
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    await userEvent.type(input('Day'), '2026-12-01');
    await userEvent.type(input('Start time'), '09:00');
    await userEvent.type(input('Hours'), '2');
    await submit();

    const start = input('Start time');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(
      "From can't be in the past: that time has already passed in Rome",
    );
    expect(start).toHaveFocus();
    expect(address()).toBe('/motorcycles');
    expect(api.windowsAsked()).toEqual([]);
  });

  it('names what is missing, and a length of nothing', async () => {
    serveCatalog({ list: motorcycles(3) });
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    await submit();
    expect(input('Day')).toHaveAccessibleDescription('Choose a day');
    expect(input('Start time')).toHaveAccessibleDescription('Choose a time');
    expect(input('Hours')).toHaveAccessibleDescription('Give the length: hours, minutes or both');
    expect(input('Day')).toHaveFocus();

    await userEvent.type(input('Day'), '2026-12-05');
    await userEvent.type(input('Start time'), '10:00');
    await userEvent.type(input('Hours'), '0');
    await submit();
    expect(input('Minutes')).toHaveAccessibleDescription('The length must be more than 0 minutes');
    expect(address()).toBe('/motorcycles');
  });

  it('over several days: the end after the start, at most 31 days later', async () => {
    const api = serveCatalog({ list: motorcycles(3) });
    renderCatalog('/motorcycles');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'More than one day' }));
    await userEvent.type(input('From day'), '2026-12-05');
    await userEvent.type(input('From time'), '10:00');
    await userEvent.type(input('To day'), '2026-12-04');
    await userEvent.type(input('To time'), '10:00');
    await submit();
    expect(input('To time')).toHaveAccessibleDescription('To must be after From');

    await userEvent.clear(input('To day'));
    await userEvent.type(input('To day'), '2027-01-06');
    await submit();
    expect(input('To time')).toHaveAccessibleDescription(
      "To can't be more than 31 days after From",
    );
    expect(api.windowsAsked()).toEqual([]);
  });

  it('in a shared address that has gone by: said at once, and the whole list shown', async () => {
    const api = serveCatalog({ list: motorcycles(3) });
    renderCatalog('/motorcycles?from=2026-11-20T10:00&to=2026-11-20T12:00');
    expect(await screen.findByRole('link', { name: 'Vespa 1' })).toBeInTheDocument();
    expect(input('Start time')).toHaveAccessibleDescription(
      "From can't be in the past: that time has already passed in Rome",
    );
    expect(api.windowsAsked()).toEqual([]);
  });
});
