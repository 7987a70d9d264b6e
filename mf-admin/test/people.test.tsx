import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import PeoplePage from '../src/people/PeoplePage';
import { SEARCH_DELAY_MS } from '../src/ui/useSearchAsTyped';
import { jsonResponse, mockApi, OWNER, renderWithProviders, STAFF, type ApiCall } from './support';
import { ride } from './support/desk';
import { setUpPageTests } from './support/reservations';

const LIST = 'GET /api/v1/admin/people';
const person = (id: number, extra: object = {}) => ({
  id,
  name: `Person ${id}`,
  email: `p${id}@example.test`,
  phone: id % 2 ? `+39 06 ${id}` : null,
  role: 'rider',
  blocked: false,
  upcoming: id % 3,
  no_shows: id % 2,
  two_factor: false,
  ...extra,
});
const people = (count: number) => Array.from({ length: count }, (_, i) => person(i + 1));
const RESET_MESSAGE =
  'Two-factor sign-in is off for Ada and they are signed out everywhere. They set it up again when they next log in; a mail has told them';
const RESET_MESSAGE_IT =
  "L'accesso in due passaggi di Ada è disattivato e la persona è stata disconnessa ovunque. Lo configurerà di nuovo al prossimo accesso; una mail l'ha avvisata";
const paramsOf = (call: ApiCall) => Object.fromEntries(new URL(call.url).searchParams);

/** The api: people that the list searches and pages (`after-<id>`) as the api does. */
function fakeApi(all: ReturnType<typeof person>[], routes = {}) {
  const api = mockApi({
    [LIST]: ({ url }) => {
      const params = new URL(url).searchParams;
      const words = (params.get('query') ?? '').toLowerCase();
      const role = params.get('role');
      const found = all.filter(
        (p) =>
          (!words || `${p.name} ${p.email} ${p.phone}`.toLowerCase().includes(words)) &&
          (!role || p.role === role),
      );
      const cursor = params.get('cursor');
      const start = cursor ? found.findIndex((p) => `after-${p.id}` === cursor) + 1 : 0;
      const data = found.slice(start, start + Number(params.get('limit')));
      const more = start + data.length < found.length;
      return jsonResponse(200, {
        success: true,
        data,
        next_cursor: more ? `after-${data.at(-1)!.id}` : null,
      });
    },
    ...routes,
  });
  return { ...api, listCalls: () => api.callsTo(LIST) };
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const renderPage = (user = OWNER, search = '', language?: 'it') =>
  renderWithProviders(
    <>
      <PeoplePage />
      <Search />
    </>,
    { path: '/admin/people', route: `/admin/people${search}`, signedInAs: user, language },
  );
const rows = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
const caption = (name: string) =>
  waitFor(() => expect(screen.getByRole('table')).toHaveAccessibleName(name));
const dialog = () => screen.getByRole('dialog', { hidden: true });

setUpPageTests();

describe('People', () => {
  it('lists people with their role, account, upcoming rides and no-shows, and pages with Show more', async () => {
    const api = fakeApi(people(60));
    renderPage(STAFF);
    await caption('The first 50 people');
    const first = (await rows())[0]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Person 1', 'p1@example.test', '+39 06 1', 'Rider', 'Active', '1', '1']);
    // Staff read; only the owner changes.
    expect(screen.queryByRole('button', { name: /Block/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite staff' })).not.toBeInTheDocument();
    expect(paramsOf(api.listCalls()[0]!)).toEqual({ limit: '50' });

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await caption('60 people');
    expect(paramsOf(api.listCalls()[1]!)).toEqual({ limit: '50', cursor: 'after-50' });
    expect(screen.getByText('That is everyone: 60 people.')).toBeInTheDocument();
  });

  it('searches a moment after the last key, with the search in the address, and filters by role', async () => {
    const api = fakeApi([
      person(1, { name: 'Ada Lovelace' }),
      person(2, { name: 'Bob Staff', role: 'staff' }),
      person(3, { name: 'Adam Smith' }),
    ]);
    renderPage(STAFF);
    await caption('3 people');
    await userEvent.type(screen.getByLabelText('Name, email or phone'), 'ada');
    await caption('2 people');
    expect(api.listCalls().map(paramsOf)).toEqual([{ limit: '50' }, { query: 'ada', limit: '50' }]);
    expect(screen.getByTestId('search')).toHaveTextContent('?query=ada');

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Staff');
    expect(
      await screen.findByText(
        'Nobody matches this search. Try part of a name, an email or a phone number.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?query=ada&role=staff');
  });

  it('waits for the typing to stop before it asks', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi(people(3));
      renderPage(STAFF, '?role=rider');
      await act(async () => jest.advanceTimersByTimeAsync(0));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Name, email or phone'), 'p1');
      expect(api.listCalls()).toHaveLength(1);
      await act(async () => jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
      await waitFor(() => expect(api.listCalls()).toHaveLength(2));
      expect(paramsOf(api.listCalls()[1]!)).toEqual({ query: 'p1', role: 'rider', limit: '50' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the owner change a role after a YES', async () => {
    const api = fakeApi([person(1, { name: 'Ada' })], {
      'PATCH /api/v1/admin/people/:id': () =>
        jsonResponse(200, {
          success: true,
          data: { ...person(1, { name: 'Ada', role: 'staff' }), upcoming_rides: [] },
        }),
    });
    renderPage();
    await caption('1 person');
    await userEvent.selectOptions(screen.getByLabelText('Role of Ada'), 'Staff');
    await userEvent.click(screen.getByRole('button', { name: 'Change the role of Ada' }));
    expect(within(dialog()).getByText('Make Ada Staff?')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Ada is now staff.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/admin/people/1')[0]!.body).toEqual({ role: 'staff' });
  });

  it('blocks after a YES and shows the upcoming rides the api lists; a refusal shows its sentence', async () => {
    let refuse = false;
    fakeApi([person(1, { name: 'Ada', upcoming: 2 })], {
      'PATCH /api/v1/admin/people/:id': () =>
        refuse
          ? jsonResponse(422, { success: false, message: 'The last owner cannot be blocked' })
          : jsonResponse(200, {
              success: true,
              data: {
                ...person(1, { name: 'Ada', blocked: true }),
                rides: [
                  ride(41, { city: 'Roma' }),
                  ride(42, { motorcycle_name: 'Vespa Primavera' }),
                ],
              },
            }),
    });
    renderPage();
    await caption('1 person');
    await userEvent.click(screen.getByRole('button', { name: 'Block Ada' }));
    expect(within(dialog()).getByText('Block Ada?')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(
      await screen.findByText('Ada is blocked: they can no longer log in or book.'),
    ).toBeInTheDocument();
    const rides = screen.getByRole('region', { name: 'Upcoming rides of Ada' });
    expect(within(rides).getByText(/Ada has 2 upcoming rides/)).toBeInTheDocument();
    const items = within(rides).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Reference 41: Vespa GTS, Roma, /);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/reservations?reference=41',
    );
    expect(items[1]).toHaveTextContent(/^Reference 42: Vespa Primavera, Rome, /);

    refuse = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Block Ada' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last owner cannot be blocked');
  });

  it('lets the owner reset the two-factor sign-in of staff who lost their phone, by keyboard', async () => {
    const ada = person(1, { name: 'Ada', role: 'staff', two_factor: true });
    const api = fakeApi(
      [
        ada,
        person(2, { name: 'Ada Admin', role: 'owner', two_factor: true }),
        person(3, { name: 'Bea', role: 'staff' }),
        person(4, { name: 'Rita', two_factor: true }),
      ],
      {
        'DELETE /api/v1/admin/people/:id/2fa': () => {
          ada.two_factor = false;
          return jsonResponse(200, { success: true, message: RESET_MESSAGE, data: ada });
        },
      },
    );
    renderPage();
    await caption('4 people');
    // Only staff and owners with it on, and never the owner's own row (OWNER is id 2).
    const resets = screen.getAllByRole('button', { name: /^Reset the two-factor sign-in of/ });
    expect(resets.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Reset the two-factor sign-in of Ada',
    ]);
    const button = resets[0]!;
    expect(button).toHaveTextContent('Reset two-factor sign-in');

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName('Reset the two-factor sign-in of Ada?');
    expect(dialog()).toHaveAccessibleDescription(/For someone who lost their phone/);
    // NO has the focus: Escape (or NO) gives it back to the button, and nothing is sent.
    expect(within(dialog()).getByRole('button', { name: 'NO' })).toHaveFocus();
    // What the browser does on Escape in a modal dialog: a cancelable 'cancel' event.
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(api.callsTo('DELETE /api/v1/admin/people/1/2fa')).toEqual([]);

    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    expect(within(dialog()).getByRole('button', { name: 'YES' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const said = await screen.findByText(RESET_MESSAGE);
    await waitFor(() => expect(said.closest('.admin-people__result')).toHaveFocus());
    expect(api.callsTo('DELETE /api/v1/admin/people/1/2fa')).toHaveLength(1);
    // The list asks again, and Ada has nothing left to reset.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Reset the two-factor sign-in of Ada' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers staff no reset', async () => {
    fakeApi([person(1, { name: 'Ada', role: 'staff', two_factor: true })]);
    renderPage(STAFF);
    await caption('1 person');
    expect(screen.queryByRole('button', { name: /two-factor/ })).not.toBeInTheDocument();
  });

  it('says why a reset was refused, in the api’s words', async () => {
    fakeApi([person(1, { name: 'Ada', role: 'staff', two_factor: true })], {
      'DELETE /api/v1/admin/people/:id/2fa': () =>
        jsonResponse(409, {
          success: false,
          error: true,
          message: 'Two-factor sign-in is not on for this account',
        }),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset the two-factor sign-in of Ada' }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in is not on for this account',
    );
  });

  it('resets two-factor sign-in in Italian', async () => {
    const api = fakeApi([person(1, { name: 'Ada', role: 'staff', two_factor: true })], {
      'DELETE /api/v1/admin/people/:id/2fa': () =>
        jsonResponse(200, { success: true, message: RESET_MESSAGE_IT, data: person(1) }),
    });
    renderPage(OWNER, '', 'it');
    const button = await screen.findByRole('button', {
      name: "Reimposta l'accesso in due passaggi di Ada",
    });
    expect(button).toHaveTextContent("Reimposta l'accesso in due passaggi");
    await userEvent.click(button);
    expect(dialog()).toHaveAccessibleName("Reimpostare l'accesso in due passaggi di Ada?");
    expect(dialog()).toHaveAccessibleDescription(/Per chi ha perso il telefono/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'SÌ' }));
    expect(await screen.findByText(RESET_MESSAGE_IT)).toBeInTheDocument();
    const [call] = api.callsTo('DELETE /api/v1/admin/people/1/2fa');
    expect(call!.request.headers.get('Accept-Language')).toBe('it');
  });

  it('invites staff: the api’s 422 sentences under their fields, then the success', async () => {
    let answer = 422;
    const api = fakeApi(people(1), {
      'POST /api/v1/admin/staff': () =>
        answer === 422
          ? jsonResponse(422, {
              success: false,
              message: ['Email has already been taken', 'Something else is wrong'],
            })
          : jsonResponse(201, { success: true, message: 'Invitation sent' }),
    });
    renderPage();
    await caption('1 person');
    const form = screen.getByRole('heading', { name: 'Invite staff' }).parentElement!;
    await userEvent.type(within(form).getByLabelText('Name'), 'Nina Desk');
    await userEvent.type(within(form).getByLabelText('Email'), 'nina@example.test');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Owner');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText('Email has already been taken')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
      /Email has already been taken/,
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Something else is wrong');
    expect(api.callsTo('POST /api/v1/admin/staff')[0]!.body).toEqual({
      name: 'Nina Desk',
      email: 'nina@example.test',
      role: 'owner',
    });

    answer = 201;
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await within(form).findByText(
        'Invitation sent to nina@example.test: its link lets them choose a password within 7 days.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('says why the list is missing, with Retry', async () => {
    let down = true;
    mockApi({
      [LIST]: () =>
        down ? 'network' : jsonResponse(200, { success: true, data: [], next_cursor: null }),
    });
    renderPage(STAFF);
    const alert = await screen.findByRole('alert');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nobody here' })).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    fakeApi([person(1, { name: 'Ada', role: 'staff', blocked: true })]);
    renderPage(OWNER, '', 'it');
    expect(await screen.findByRole('heading', { name: 'Persone' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invita lo staff' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sblocca Ada' })).toBeInTheDocument();
    expect(screen.getByText('Bloccato')).toBeInTheDocument();
    expect(screen.getByLabelText('Ruolo di Ada')).toHaveDisplayValue('Staff');
  });
});
