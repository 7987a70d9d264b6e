import { LEDGER_KINDS } from './money';
import type { Role } from './types';

/** A person as GET /api/v1/admin/people lists them (api/README.md, "People"). */
export interface Person {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  blocked: boolean;
  /** Rides ahead, not cancelled and not handed over. */
  upcoming: number;
  /** Rides whose time passed without a hand-over and without a cancellation. */
  no_shows: number;
  /** Whether two-factor sign-in is on: an owner may then reset it (api/README.md, "People"). */
  two_factor: boolean;
}

/**
 * Body of POST /api/v1/admin/people: staff open a walk-in rider's account, under the signup's
 * rules; a mail lets the rider choose a password.
 */
export interface NewRider {
  name: string;
  email: string;
  /** Free text as typed, as in My account; empty or absent: none. */
  phone?: string;
}

/** What staff and owners do, each one row of the audit trail (api/README.md, "Audit"). */
export const AUDIT_ACTIONS = [
  'block.create',
  'block.remove',
  'reservation.pickup',
  'reservation.return',
  'reservation.cancel',
  'reservation.book',
  'motorcycle.create',
  'motorcycle.update',
  'motorcycle.delete',
  'person.create',
  'person.change',
  'staff.invite',
  'shop.update',
  'two_factor.enable',
  'two_factor.disable',
  // An owner turned another person's two-factor sign-in off (they lost their phone).
  'two_factor.reset',
  // A line of a reservation's ledger, one action per kind (./money.ts).
  ...LEDGER_KINDS.map((kind) => `money.${kind}` as const),
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
