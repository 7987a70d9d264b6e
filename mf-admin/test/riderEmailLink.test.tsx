import { screen } from '@testing-library/react';
import { todayISO, type AdminReservation } from 'shared-domain';
import ReservationsAdminPage from '../src/reservations/ReservationsAdminPage';
import { ADMIN, jsonResponse, mockApi, motorcycle, renderWithProviders } from './support';

// The address signed up on 2026-11-25 to copy every message the shop writes to that rider.
const ATTACKER = 'evil@x.test?bcc=spy%40attacker.test';

function reservationOf(email: string): AdminReservation {
  return {
    id: 1,
    date: todayISO(),
    city: 'Rome',
    motorcycle_id: 1,
    motorcycle_name: 'Vespa GTS',
    duration: 2,
    total: 20,
    status: 'confirmed',
    cancelled_at: null,
    user: { id: 7, name: 'Eve', email },
  };
}

function renderListWith(email: string) {
  mockApi({
    'GET /api/v1/motorcycles': () =>
      jsonResponse(200, { success: true, data: [motorcycle(1, { name: 'Vespa GTS' })] }),
    'GET /api/v1/admin/reservations': () =>
      jsonResponse(200, { success: true, data: [reservationOf(email)] }),
  });
  renderWithProviders(<ReservationsAdminPage />, {
    path: '/admin/reservations',
    route: '/admin/reservations',
    signedInAs: ADMIN,
  });
}

beforeEach(() => localStorage.clear());

describe("the rider's email link in all reservations", () => {
  it('writes to the address shown and copies nobody', async () => {
    renderListWith(ATTACKER);
    const link = await screen.findByRole('link', { name: ATTACKER });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe('mailto:evil@x.test%3Fbcc%3Dspy%2540attacker.test');
    // A mail program reads headers from the query: there is none.
    expect(new URL(href).search).toBe('');
    expect(decodeURIComponent(new URL(href).pathname)).toBe(ATTACKER);
  });

  it.each([
    ['a plain address', 'kim.rider+vespa@example.test', 'mailto:kim.rider%2Bvespa@example.test'],
    ['an address with a fragment', 'kim@x.test#subject', 'mailto:kim@x.test%23subject'],
    ['an address with headers', 'kim@x.test&cc=a@b.test', 'mailto:kim%40x.test%26cc%3Da@b.test'],
  ])('encodes %s', async (_case, email, href) => {
    renderListWith(email);
    expect(await screen.findByRole('link', { name: email })).toHaveAttribute('href', href);
  });
});
