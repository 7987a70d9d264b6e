/**
 * Wire types of the Vespa Rentals api, shared by the frontends and checked against the api's own
 * schemas at compile time (api/src/routes/contract.ts).
 */
import type { NewLedgerLine, ReservationMoney } from './money';

/** Who an account is to the shop: docs/PRODUCT.md, "Who can do what". */
export type Role = 'rider' | 'staff' | 'owner';

export interface User {
  id: number;
  name: string;
  email: string;
  /** True for staff and owners: the spec's flag, which the original client reads. */
  admin: boolean;
  /** Absent from a session kept before roles came (shared-auth's isOwner). */
  role?: Role;
}

export interface Motorcycle {
  id: number;
  name: string;
  model: string;
  brand: string;
  color: string;
  chassisNumber: string;
  bookingPricePerHour: number;
  /**
   * What each started 24 hours of a ride costs at most (booking.ts, rideCost); null when the
   * motorcycle has none and a ride costs its hours.
   */
  dayPrice: number | null;
  /** Held at the hand-over and given back at the take-back; 0 when none. */
  deposit: number;
  price: number;
  /** An http(s) URL, or a path such as `/images/gts.svg` served by the api (resolve it against the api URL). */
  imageLink: string;
  description: string;
}

/**
 * Body of POST /api/v1/motorcycles. The api also accepts numeric strings for the amounts. Without
 * a day price the motorcycle has none, without a deposit it is 0 (the replaced app's client sends
 * neither).
 */
export type NewMotorcycle = Omit<Motorcycle, 'id' | 'description' | 'dayPrice' | 'deposit'> &
  Partial<Pick<Motorcycle, 'description' | 'dayPrice' | 'deposit'>>;

export interface Reservation {
  id: number;
  /** `YYYY-MM-DD` (single-day booking) or `YYYY-MM-DDTHH:mm` (start of a several-days booking). */
  date: string;
  city: string;
  motorcycle_id: number;
  /** Kept readable after the motorcycle is deleted. */
  motorcycle_name: string;
  /** Hours, one decimal. */
  duration: number;
  /** US dollars, two decimals. */
  total: number;
  /** Where the ride stands (the rider's list carries it too; cancelled ones leave that list). */
  status?: ReservationStatus;
}

/** confirmed → out (handed over) → returned; confirmed → cancelled. Cancelled and returned are final. */
export type ReservationStatus = 'confirmed' | 'out' | 'returned' | 'cancelled';

/** Body of PATCH /api/v1/motorcycles/{id}: any of the fields, under the create rules. */
export type MotorcycleChanges = Partial<NewMotorcycle>;

/** A span a motorcycle is taken, `YYYY-MM-DDTHH:mm` wall-clock times, end exclusive. */
export interface BusyInterval {
  start: string;
  end: string;
  /** Booked by a rider, or in the workshop (never why, nor who). */
  kind: 'booked' | 'workshop';
}

/** Data of GET /api/v1/motorcycles/{id}/availability: no rider data, only when it is taken. */
export interface Availability {
  motorcycle_id: number;
  /** `YYYY-MM-DD`, the first day covered. */
  from: string;
  days: number;
  busy: BusyInterval[];
}

/**
 * A reservation as administrators see it (GET /api/v1/admin/reservations, the fleet window, the
 * desk's hand-over and take-back). The desk's fields are present once they happened.
 */
export interface AdminReservation extends Reservation {
  status: ReservationStatus;
  /** ISO 8601 time of the cancellation, or null. */
  cancelled_at: string | null;
  user: { id: number; name: string; email: string };
  /** ISO 8601 time the scooter was handed over. */
  picked_up_at?: string;
  pickup_odometer_km?: number;
  pickup_note?: string;
  /** ISO 8601 time the scooter came back. */
  returned_at?: string;
  return_odometer_km?: number;
  damage?: string;
  return_note?: string;
  /** Minutes after the ride's end that it came back (0 when on time), once returned. */
  late_minutes?: number;
  /** Its money: in the administrators' list and GET /api/v1/reservations/{id}. */
  money?: ReservationMoney;
}

/** A time a motorcycle is in the workshop: nobody can book it then. Times as bookings', [from, to). */
export interface Block {
  id: number;
  motorcycle_id: number;
  /** `YYYY-MM-DDTHH:mm`, the shop's wall clock. */
  from: string;
  to: string;
  reason: string;
}

/** Body of POST /api/v1/motorcycles/{id}/blocks. */
export type NewBlock = Omit<Block, 'id' | 'motorcycle_id'>;

/** Body of POST /api/v1/reservations/{id}/pickup. */
export interface Pickup {
  odometer_km: number;
  note?: string;
  /** The step's money: ledger lines written with it, or the step is refused (api/README.md). */
  money?: NewLedgerLine[];
}

/** Body of POST /api/v1/reservations/{id}/return. */
export interface Return extends Pickup {
  damage?: string;
}

/** Data of GET /api/v1/admin/fleet: what overlaps the window [from, from + days) only. */
export interface FleetWindow {
  /** `YYYY-MM-DD` */
  from: string;
  days: number;
  motorcycles: { id: number; name: string; model: string }[];
  reservations: AdminReservation[];
  blocks: Block[];
}

/** Body of POST /api/v1/reservations. The api also accepts numeric strings for the numbers. */
export interface NewReservation {
  motorcycle_id: number;
  duration: number;
  total: number;
  date: string;
  city: string;
  /** Staff only: the rider a walk-in booking is for (api/README.md, POST /reservations). */
  user_id?: number;
}

export interface SignupRequest {
  user: { name: string; email: string; password: string; admin?: boolean };
}

export interface LoginRequest {
  user: { email: string; password: string };
}

/** Answer of signup (201) and login (200). */
export interface AuthResponse {
  success: true;
  message: string;
  user: User;
  token: string;
}

/**
 * Login's answer for an account with two-factor sign-in on: no token yet, but a challenge that
 * POST /api/v1/login/2fa takes with a code (api/README.md, "Two-factor sign-in").
 */
export interface TwoFactorChallenge {
  success: true;
  two_factor_required: true;
  challenge: string;
}
