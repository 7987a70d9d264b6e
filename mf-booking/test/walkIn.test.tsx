import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AdminReservation, Person, Reservation, User } from 'shared-domain';
import ConfirmationPage from '../src/confirmation/ConfirmationPage';
import ReservePage from '../src/reserve/ReservePage';
import {
  jsonResponse,
  mockApi,
  OWNER,
  renderWithProviders,
  RIDER,
  STAFF,
  type ApiHandler,
} from './support';
import { formRoutes, PEOPLE, peopleSearch, person, reservationPages } from './support/api';
import { daysFromToday } from './support/clock';

// At the desk, staff and owners book for a walk-in rider: they choose the rider (found by a
// word of the name or the start of the email, or added on the spot) where a rider sees their own
// name, and the booking goes out with the rider's id. A rider's form stays as it was.

const RITA = person(21, 'Rita Rossi');
const RICCARDO = person(22, 'Riccardo Riva');
const ROBERTO = person(23, 'Roberto Rana', { blocked: true });
const NEW_RIDER = person(30, 'Wanda Walk', { phone: '333 1' });

const BOOKED: Reservation = {
  id: 9,
  date: `${daysFromToday(3)}T12:00`,
  city: 'Rome',
  motorcycle_id: 1,
  motorcycle_name: 'Vespa Primavera',
  duration: 2.5,
  total: 31.25,
};

/**
 * The reserve form and the confirmation it leads to, as the shell routes them; for the desk, once
 * its rider search has arrived (fetched for staff only, after "Loading... the rider search").
 */
async function renderDesk(signedInAs: User = STAFF, language: 'en' | 'it' = 'en') {
  renderWithProviders(
    <Routes>
      <Route path="/reserve/new" element={<ReservePage />} />
      <Route path="/reservations/:id" element={<ConfirmationPage />} />
    </Routes>,
    { route: '/reserve/new', signedInAs, language },
  );
  if (signedInAs === RIDER) return;
  await screen.findByRole('group', { name: language === 'it' ? 'Cliente' : 'Rider' });
}

/** The desk's api: the form's calls, the people search, a booking made for the rider sent. */
function deskApi(routes: Record<string, ApiHandler> = {}) {
  let booked: AdminReservation | null = null;
  const people = [RITA, RICCARDO, ROBERTO];
  return mockApi(
    formRoutes({
      [PEOPLE]: peopleSearch(people),
      'POST /api/v1/reservations': ({ body }) => {
        const userId = (body as { user_id: number }).user_id;
        const rider = [...people, NEW_RIDER].find((one) => one.id === userId) ?? RITA;
        const { id, name, email } = rider;
        booked = { ...BOOKED, status: 'confirmed', cancelled_at: null, user: { id, name, email } };
        return jsonResponse(201, { success: true, message: 'Booked', data: BOOKED });
      },
      // The desk's own rides: none.
      'GET /api/v1/reservations': reservationPages(() => []),
      'GET /api/v1/admin/reservations': () => ({
        status: 200,
        body: { success: true, data: booked ? [booked] : [], next_cursor: null },
      }),
      ...routes,
    }),
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const search = () => screen.getByRole('combobox', { name: 'Find the rider' });
const bookNow = () => screen.queryByRole('button', { name: 'Book Now' });
const stillNeeded = () => screen.queryByText(/^Still needed for Book Now/);

/** Everything but the rider: a city, a free Vespa, a day in three days from 12:00, 2 h 30 min. */
async function fillRide(user: UserEvent) {
  await user.type(field('City'), 'Rome');
  const select = screen.getByLabelText('Motorcycle');
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, 'Vespa Primavera');
  await user.type(field('Date'), daysFromToday(3));
  await user.clear(field('Start time'));
  await user.type(field('Start time'), '12:00');
  await user.type(field('Hours'), '2');
  await user.type(field('Minutes'), '30');
}

/** The options the search lists now, as read. */
const options = () =>
  within(screen.getByRole('listbox', { name: 'People found' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

it('shows staff a rider search instead of their own name, and Book Now waits for a rider', async () => {
  deskApi();
  const user = userEvent.setup();
  await renderDesk();
  expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Rider' })).toContainElement(search());
  expect(search()).toHaveAttribute('aria-expanded', 'false');
  await fillRide(user);
  expect(screen.getByText('$31.25')).toBeInTheDocument();
  expect(bookNow()).not.toBeInTheDocument();
  expect(stillNeeded()).toHaveTextContent('Still needed for Book Now: the rider.');
  // Enter takes the desk to what is missing: the rider.
  await user.type(field('City'), '{Enter}');
  expect(search()).toHaveFocus();
});

it('chooses a rider with the keyboard, announces the count, and books with their id', async () => {
  const api = deskApi();
  const user = userEvent.setup();
  await renderDesk();
  await fillRide(user);
  await user.click(search());
  await user.keyboard('ri');
  expect(await screen.findByText('2 people found')).toBeInTheDocument();
  expect(screen.getByText('2 people found').closest('[role="status"]')).not.toBeNull();
  expect(options()).toEqual([
    'Rita Rossi rita.rossi@example.test',
    'Riccardo Riva riccardo.riva@example.test',
  ]);
  expect(api.callsTo(PEOPLE).at(-1)?.url).toBe(
    'http://api.test/api/v1/admin/people?query=ri&limit=8',
  );
  expect(search()).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
  const active = screen.getByRole('option', { name: /Riccardo Riva/ });
  expect(search()).toHaveAttribute('aria-activedescendant', active.id);
  expect(active).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: /Rita Rossi/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await user.keyboard('{Enter}');

  const change = screen.getByRole('button', { name: 'Change rider' });
  expect(change).toHaveFocus();
  expect(change).toHaveAccessibleDescription('Rita Rossi rita.rossi@example.test');
  expect(stillNeeded()).not.toBeInTheDocument();
  await user.click(bookNow()!);

  expect(api.callsTo('POST /api/v1/reservations')[0]?.body).toEqual({
    motorcycle_id: 1,
    duration: 2.5,
    total: 31.25,
    date: `${daysFromToday(3)}T12:00`,
    city: 'Rome',
    user_id: RITA.id,
  });
  // The confirmation says for whom: the ride is the rider's, read by its reference.
  expect(
    await screen.findByRole('heading', { name: "Rita Rossi's Vespa is booked" }),
  ).toHaveFocus();
  expect(
    screen.getByText('The confirmation went to rita.rossi@example.test by mail.'),
  ).toBeVisible();
  expect(api.callsTo('GET /api/v1/admin/reservations')[0]?.url).toMatch(/\?reference=9$/);
});

it('reads in Italian', async () => {
  deskApi();
  const user = userEvent.setup();
  await renderDesk(STAFF, 'it');
  const finder = await screen.findByRole('combobox', { name: 'Cerca il cliente' });
  expect(screen.getByRole('group', { name: 'Cliente' })).toContainElement(finder);
  await user.type(finder, 'ri');
  expect(await screen.findByText('2 persone trovate')).toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: /Rita Rossi/ }));
  expect(screen.getByRole('button', { name: 'Cambia cliente' })).toHaveFocus();
});

it('lists a blocked person as blocked, who cannot be chosen', async () => {
  deskApi();
  const user = userEvent.setup();
  await renderDesk();
  await user.type(search(), 'rob');
  expect(await screen.findByText('1 person found')).toBeInTheDocument();
  const blocked = screen.getByRole('option', { name: /Roberto Rana/ });
  expect(blocked).toHaveTextContent('Blocked: cannot book');
  expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await user.click(blocked);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.queryByRole('button', { name: 'Change rider' })).not.toBeInTheDocument();
  expect(search()).toHaveValue('rob');
});

it('closes the list with Escape, then empties the field; Change rider starts again', async () => {
  deskApi();
  const user = userEvent.setup();
  await renderDesk();
  await user.type(search(), 'zzz');
  expect(await screen.findByText('Nobody found: add them with New rider.')).toBeInTheDocument();
  await user.clear(search());
  await user.type(search(), 'rit');
  await screen.findByRole('option', { name: /Rita Rossi/ });
  await user.keyboard('{Escape}');
  expect(search()).toHaveAttribute('aria-expanded', 'false');
  expect(search()).toHaveValue('rit');
  await user.keyboard('{Escape}');
  expect(search()).toHaveValue('');

  await user.type(search(), 'rit');
  await user.click(await screen.findByRole('option', { name: /Rita Rossi/ }));
  await user.click(screen.getByRole('button', { name: 'Change rider' }));
  expect(search()).toHaveFocus();
  expect(search()).toHaveValue('');
});

describe('a new rider', () => {
  const added: ApiHandler = ({ body }) => ({
    status: 201,
    body: { success: true, message: 'Added', data: { ...NEW_RIDER, ...(body as object) } },
  });

  it('is added from inline fields, chosen, and booked for', async () => {
    const api = deskApi({ 'POST /api/v1/admin/people': added });
    const user = userEvent.setup();
    await renderDesk(OWNER);
    await fillRide(user);
    await user.click(screen.getByRole('button', { name: 'New rider' }));
    const fields = screen.getByRole('group', { name: 'New rider' });
    expect(within(fields).getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Wanda Walk');
    await user.type(within(fields).getByLabelText('Email'), 'wanda.walk@example.test');
    // Enter in its fields adds the rider: it does not book.
    await user.type(within(fields).getByLabelText('Phone (optional)'), ' 333 1 {Enter}');

    expect(api.callsTo('POST /api/v1/admin/people')[0]?.body).toEqual({
      name: 'Wanda Walk',
      email: 'wanda.walk@example.test',
      phone: '333 1',
    });
    const change = await screen.findByRole('button', { name: 'Change rider' });
    expect(change).toHaveFocus();
    expect(change).toHaveAccessibleDescription('Wanda Walk wanda.walk@example.test');
    expect(api.callsTo('POST /api/v1/reservations')).toEqual([]);
    await user.click(bookNow()!);
    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/reservations')[0]?.body).toMatchObject({
        user_id: NEW_RIDER.id,
      }),
    );
    expect(
      await screen.findByRole('heading', { name: "Wanda Walk's Vespa is booked" }),
    ).toBeVisible();
  });

  it("checks the signup's rules before sending, and Cancel goes back to the search", async () => {
    const api = deskApi({ 'POST /api/v1/admin/people': added });
    const user = userEvent.setup();
    await renderDesk();
    await user.click(screen.getByRole('button', { name: 'New rider' }));
    await user.type(screen.getByLabelText('Name'), 'W');
    await user.click(screen.getByRole('button', { name: 'Add rider' }));
    expect(screen.getByText('Name is too short (minimum is 2 characters)')).toBeVisible();
    expect(screen.getByText("Email can't be blank")).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.callsTo('POST /api/v1/admin/people')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(search()).toHaveFocus();
  });

  /** POST /api/v1/admin/people when the address is `person`'s already, as the api answers it. */
  const takenBy =
    (person: Person): ApiHandler =>
    () => ({
      status: 409,
      body: {
        success: false,
        error: true,
        message: `${person.name} already has an account with this email: choose them instead`,
        data: person,
      },
    });

  /** New rider, its name, then its email and Enter. */
  async function addNewRider(user: UserEvent, { name, email }: Person) {
    await user.click(screen.getByRole('button', { name: 'New rider' }));
    await user.keyboard(name);
    await user.type(screen.getByLabelText('Email'), `${email}{Enter}`);
  }

  it('offers the person an address already belongs to (409), and books for them', async () => {
    const api = deskApi({ 'POST /api/v1/admin/people': takenBy(RITA) });
    const user = userEvent.setup();
    await renderDesk();
    await fillRide(user);
    await addNewRider(user, RITA);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rita Rossi already has an account with this email: choose them instead',
    );
    await user.click(
      screen.getByRole('button', { name: 'Choose Rita Rossi (rita.rossi@example.test)' }),
    );
    expect(screen.getByRole('button', { name: 'Change rider' })).toHaveFocus();
    await user.click(bookNow()!);
    await waitFor(() =>
      expect(api.callsTo('POST /api/v1/reservations')[0]?.body).toMatchObject({
        user_id: RITA.id,
      }),
    );
  });

  it('says so when that person is blocked, and offers nobody', async () => {
    deskApi({ 'POST /api/v1/admin/people': takenBy(ROBERTO) });
    const user = userEvent.setup();
    await renderDesk();
    await addNewRider(user, ROBERTO);
    expect(await screen.findByText('That account is blocked: it cannot book.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
  });
});

it("keeps a rider's form as it was: their own name, no search, no user_id", async () => {
  const api = deskApi();
  const user = userEvent.setup();
  await renderDesk(RIDER);
  expect(field('Name')).toHaveValue('Riley Rider');
  expect(screen.queryByLabelText('Find the rider')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New rider' })).not.toBeInTheDocument();
  await fillRide(user);
  await user.click(bookNow()!);
  await waitFor(() => expect(api.callsTo('POST /api/v1/reservations')).toHaveLength(1));
  expect(api.callsTo('POST /api/v1/reservations')[0]?.body).not.toHaveProperty('user_id');
  expect(api.callsTo(PEOPLE)).toEqual([]);
  expect(api.callsTo('GET /api/v1/admin/reservations')).toEqual([]);
});
