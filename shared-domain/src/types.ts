/**
 * Request bodies of the Vespa Rentals api as the frontends send them; the answers' types are the
 * api's own schemas' (wire/). api/src/routes/contract.ts checks that the api's body schemas
 * accept these.
 */
import type { NewLedgerLine } from './money';
import type { Block, Motorcycle } from './wire';

/**
 * Body of POST /api/v1/motorcycles. The api also accepts numeric strings for the amounts. Without
 * a day price the motorcycle has none, without a deposit it is 0 (the replaced app's client sends
 * neither).
 */
export type NewMotorcycle = Omit<Motorcycle, 'id' | 'description' | 'dayPrice' | 'deposit'> &
  Partial<Pick<Motorcycle, 'description' | 'dayPrice' | 'deposit'>>;

/** Body of PATCH /api/v1/motorcycles/{id}: any of the fields, under the create rules. */
export type MotorcycleChanges = Partial<NewMotorcycle>;

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

/**
 * Login's answer for an account with two-factor sign-in on: no token yet, but a challenge that
 * POST /api/v1/login/2fa takes with a code (api/README.md, "Two-factor sign-in").
 */
export interface TwoFactorChallenge {
  success: true;
  two_factor_required: true;
  challenge: string;
}
