import { LEDGER_KINDS } from './ledgerKinds';

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
