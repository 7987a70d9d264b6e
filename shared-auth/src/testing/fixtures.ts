import type { Motorcycle, ShopToday, User } from 'shared-domain';

/** The api origin tests point the client at; no request ever leaves the test. */
export const TEST_API_URL = 'http://api.test';

/** The token `renderWithProviders` signs in with. */
export const TEST_TOKEN = 'h.p.s';

export const RIDER: User = {
  id: 1,
  name: 'Riley Rider',
  email: 'rider@example.test',
  admin: false,
};
/** What the test api answers to GET /api/v1/config unless a test routes it: the api's defaults. */
export const PUBLIC_CONFIG = {
  adminSignup: 'open',
  shopTimeZone: 'Europe/Rome',
  staffTwoFactor: 'optional',
} as const;

/**
 * A shop's profile as GET /api/v1/shop answers it: open 09:00–19:00 Monday to Saturday; its date
 * a Friday.
 */
export const SHOP: ShopToday = {
  name: 'Vespa Rentals Roma',
  address: 'Via dei Serpenti 12, 00184 Roma',
  phone: '+39 06 1234 5678',
  email: 'desk@vespa-roma.example',
  opening_hours: [...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: '19:00' })), null],
  time_zone: 'Europe/Rome',
  currency: 'USD',
  today: '2026-11-27',
};

export const ADMIN: User = { id: 2, name: 'Ada Admin', email: 'admin@example.test', admin: true };

/** The desk's staff: an administrator who is not the owner. */
export const STAFF: User = {
  id: 3,
  name: 'Sam Staff',
  email: 'staff@example.test',
  admin: true,
  role: 'staff',
};

/** The shop's owner, as the api names the role. */
export const OWNER: User = { ...ADMIN, role: 'owner' };

/** A listed motorcycle: "Vespa <id>", "Model <id>", its picture at /images/<id>.svg. */
export function motorcycle(id: number, overrides: Partial<Motorcycle> = {}): Motorcycle {
  return {
    id,
    name: `Vespa ${id}`,
    model: `Model ${id}`,
    brand: 'Vespa',
    color: 'Rosso',
    chassisNumber: `CH${id}`,
    bookingPricePerHour: 12.5,
    dayPrice: null,
    deposit: 0,
    price: 5299.9,
    imageLink: `/images/${id}.svg`,
    description: `Description of Vespa ${id}`,
    ...overrides,
  };
}

/** Motorcycles 1 to `count`. */
export function motorcycles(count: number): Motorcycle[] {
  return Array.from({ length: count }, (_, index) => motorcycle(index + 1));
}
