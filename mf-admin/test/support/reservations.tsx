// The list of all reservations in tests: its rows, an api that pages and cancels them as the real
// one does, and the page on its route.
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AppStore } from 'shared-auth';
import type { Language } from 'shared-ui';
import { addDaysISO, todayISO, type AdminReservation } from 'shared-domain';
import ReservationsAdminPage from '../../src/reservations/ReservationsAdminPage';
import { paidInFull, withMoney } from './desk';
import {
  ADMIN,
  jsonResponse,
  mockApi,
  motorcycle,
  renderWithProviders,
  type ApiAnswer,
  type ApiCall,
} from 'shared-auth/testing';

export const LIST = 'GET /api/v1/admin/reservations';
export const CANCEL = 'DELETE /api/v1/reservations/:id';

/** `YYYY-MM-DD` n days from today. */
export const inDays = (n: number) => addDaysISO(todayISO(), n) as string;

export function reservation(
  id: number,
  overrides: Partial<AdminReservation> = {},
): AdminReservation {
  return {
    id,
    date: inDays(30 + id),
    city: 'Rome',
    motorcycle_id: 1,
    motorcycle_name: 'Vespa GTS',
    duration: 2.5,
    total: 31.25,
    status: 'confirmed',
    cancelled_at: null,
    user: { id: 10 + id, name: `Rider ${id}`, email: `rider${id}@example.test` },
    ...overrides,
  };
}

/** Reservations 1 to `count`, each in a city of its own ("City 1", …), earliest first. */
export function reservations(count: number): AdminReservation[] {
  return Array.from({ length: count }, (_, index) =>
    reservation(index + 1, { city: `City ${index + 1}` }),
  );
}

export const CATALOGUE = [
  motorcycle(1, { name: 'Vespa GTS' }),
  motorcycle(2, { name: 'Vespa Sprint' }),
  motorcycle(3, { name: 'Vespa Primavera' }),
];

/** The query string of a call to the list, as an object. */
export const paramsOf = (call: ApiCall) => Object.fromEntries(new URL(call.url).searchParams);

/** The api's cursor after a row: opaque to the page, which only sends it back. */
const cursorAfter = (row: AdminReservation) => `after-${row.id}`;

/**
 * The api: the catalogue, and reservations that a DELETE really cancels, that the list filters
 * by status and reference and pages as the api does (`limit`, `cursor`, `next_cursor`). `page` may answer a
 * call to the list otherwise (a held or failed page), given the call's cursor.
 */
export function fakeApi(
  initial: AdminReservation[],
  {
    cancelAnswer,
    page,
  }: { cancelAnswer?: Promise<void>; page?: (cursor: string | null) => ApiAnswer | undefined } = {},
) {
  let rows = [...initial];
  const api = mockApi({
    'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: CATALOGUE }),
    [LIST]: ({ url }) => {
      const params = new URL(url).searchParams;
      const cursor = params.get('cursor');
      const answer = page?.(cursor);
      if (answer) return answer;
      const status = params.get('status');
      const reference = params.get('reference');
      const rider = params.get('rider')?.toLowerCase();
      const selected = rows.filter(
        (row) =>
          (!status || row.status === status) &&
          (!reference || row.id === Number(reference)) &&
          (!rider || row.user.name.toLowerCase().startsWith(rider)),
      );
      const start = cursor ? selected.findIndex((row) => cursorAfter(row) === cursor) + 1 : 0;
      const data = selected.slice(start, start + Number(params.get('limit') ?? 50));
      const more = start + data.length < selected.length;
      return jsonResponse(200, {
        success: true,
        data,
        next_cursor: more ? cursorAfter(data.at(-1)!) : null,
      });
    },
    [CANCEL]: async ({ params }) => {
      if (cancelAnswer) await cancelAnswer;
      rows = rows.map((row) =>
        row.id === Number(params.id)
          ? { ...row, status: 'cancelled', cancelled_at: '2026-01-10T09:30:00.000Z' }
          : row,
      );
      return jsonResponse(200, { success: true, message: 'Reservation cancelled successfully' });
    },
    'GET /api/v1/reservations/:id': ({ params }) => {
      const row = rows.find(({ id }) => id === Number(params.id)) as AdminReservation;
      return jsonResponse(200, { success: true, data: withMoney(row, paidInFull(row)) });
    },
    'POST /api/v1/reservations/:id/pickup': ({ params }) => {
      rows = rows.map((row) => (row.id === Number(params.id) ? { ...row, status: 'out' } : row));
      const data = rows.find((row) => row.id === Number(params.id));
      return jsonResponse(200, { success: true, message: 'The scooter is out', data });
    },
  });
  return { ...api, listCalls: () => api.callsTo(LIST) };
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/**
 * The page at `/admin/reservations${search}`, in a fresh store or in `store` (a later visit), in
 * `language` (English by default).
 */
export const renderPage = (search = '', store?: AppStore, language?: Language) =>
  renderWithProviders(
    <>
      <ReservationsAdminPage />
      <Search />
    </>,
    {
      path: '/admin/reservations',
      route: `/admin/reservations${search}`,
      signedInAs: ADMIN,
      store,
      language,
    },
  );

export const table = () => screen.findByRole('table');
export const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
/** The cancel question (the ride's desk dialog, closed, is beside it). */
export const dialog = () =>
  screen
    .getAllByRole('dialog', { hidden: true })
    .find((element) => !element.classList.contains('admin-dialog'))!;
export const currentSearch = () => screen.getByTestId('search').textContent;

// The test window has Node's FormData (tools/test/jest.jsdom-env.cjs), which cannot read a
// <form>; React builds one when a submit starts a transition, as applying the filters does (the
// router navigates), and only keeps it for useFormStatus. A browser's FormData reads the form.
const NodeFormData = globalThis.FormData;
class FormDataOfNoForm extends NodeFormData {
  constructor() {
    super();
  }
}

/** Before each test of the page: no session left over, and a FormData React can build. */
export function setUpPageTests() {
  beforeEach(() => {
    localStorage.clear();
    globalThis.FormData = FormDataOfNoForm;
  });
  afterEach(() => {
    globalThis.FormData = NodeFormData;
    jest.restoreAllMocks();
  });
}
