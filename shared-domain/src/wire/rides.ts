/**
 * Motorcycles, reservations, their money and the desk's records on the wire: the api validates
 * and documents with these schemas, the frontends read their types (docs/ARCHITECTURE.md, "The
 * wire types").
 */
import Type, { type Static } from 'typebox';
import { LEDGER_KINDS, LEDGER_METHODS } from '../ledgerKinds';

export const Motorcycle = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  model: Type.String(),
  brand: Type.String(),
  color: Type.String(),
  chassisNumber: Type.String(),
  bookingPricePerHour: Type.Number(),
  /** A ride then costs its hours (booking.ts, rideCost). */
  dayPrice: Type.Union([Type.Number(), Type.Null()], {
    description: 'What each started 24 hours of a ride costs at most; null: none',
  }),
  /** Given back at the take-back. */
  deposit: Type.Number({ description: 'Held at the hand-over; 0 when none' }),
  price: Type.Number(),
  /** Resolve a path against the api URL. */
  imageLink: Type.String({
    description: 'http(s) URL, or a path such as /images/gts.svg served by this api',
  }),
  description: Type.String(),
});
export type Motorcycle = Static<typeof Motorcycle>;

/** Cancelled and returned are final. */
export const ReservationStatus = Type.Union(
  [
    Type.Literal('confirmed'),
    Type.Literal('out'),
    Type.Literal('returned'),
    Type.Literal('cancelled'),
  ],
  { description: 'confirmed → out (handed over) → returned; confirmed → cancelled' },
);
export type ReservationStatus = Static<typeof ReservationStatus>;

export const Reservation = Type.Object({
  id: Type.Integer(),
  /** `YYYY-MM-DD` (single-day booking) or `YYYY-MM-DDTHH:mm` (start of a several-days booking). */
  date: Type.String(),
  city: Type.String(),
  motorcycle_id: Type.Integer(),
  /** Kept readable after the motorcycle is deleted. */
  motorcycle_name: Type.String(),
  duration: Type.Number({ description: 'Hours, one decimal' }),
  total: Type.Number({ description: 'US dollars, two decimals' }),
  /** The rider's list carries it too; cancelled ones leave that list. */
  status: Type.Optional(ReservationStatus),
});
export type Reservation = Static<typeof Reservation>;

const WallClock = Type.String({ description: 'YYYY-MM-DDTHH:mm, local wall-clock time' });

/** A span a motorcycle is taken, end exclusive: booked by a rider or in the workshop, never why nor who. */
const BusyInterval = Type.Object({
  start: WallClock,
  end: Type.String({ description: 'exclusive' }),
  kind: Type.Union([Type.Literal('booked'), Type.Literal('workshop')]),
});
export type BusyInterval = Static<typeof BusyInterval>;

/** Data of GET /api/v1/motorcycles/{id}/availability: no rider data, only when it is taken. */
export const Availability = Type.Object({
  motorcycle_id: Type.Integer(),
  /** `YYYY-MM-DD`, the first day covered. */
  from: Type.String(),
  days: Type.Integer(),
  busy: Type.Array(BusyInterval, {
    description:
      'When it is booked (active reservations) or in the workshop, sorted; no rider data, no reason',
  }),
});
export type Availability = Static<typeof Availability>;

const Amount = (description: string) =>
  Type.Number({
    description: `In SHOP_CURRENCY, two decimals (summed in integer cents). ${description}`,
  });

/** A reservation's money in the shop's currency (api/README.md, "Money"). */
export const ReservationMoney = Type.Object(
  {
    total: Amount("The ride's total; 0 once it is cancelled"),
    charges: Amount('Damage, lateness, fuel…'),
    paid: Amount('Payments'),
    refunded: Amount('Refunds'),
    balance: Amount(
      'total + charges − paid − deposit kept + refunded: owed by the rider when positive, to the rider when negative',
    ),
    deposit_held: Amount('Deposit in the shop’s hands: held − returned − kept'),
  },
  { description: 'Voided lines and voids count for nothing (api/README.md, "Money")' },
);
export type ReservationMoney = Static<typeof ReservationMoney>;

/** A line of a reservation's ledger, as GET /api/v1/reservations/{id} lists it (oldest first). */
export const LedgerLine = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(LEDGER_KINDS),
  amount: Amount('> 0; a void: the amount of the line it cancels'),
  method: Type.Union([Type.Enum(LEDGER_METHODS), Type.Null()], {
    description: 'Payment, refund, deposit held or returned, and a void of one; null otherwise',
  }),
  note: Type.Union([Type.String(), Type.Null()]),
  voids_line_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'A void: the line it cancels',
  }),
  voided_by: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The void that cancelled this line: it counts for nothing',
  }),
  created_at: Type.String({ description: 'ISO 8601 instant it was written' }),
  created_by: Type.Optional(
    Type.Object(
      { id: Type.Integer(), name: Type.String() },
      { description: 'Who wrote it; staff only' },
    ),
  ),
});
export type LedgerLine = Static<typeof LedgerLine>;

/**
 * A reservation as administrators see it (GET /api/v1/admin/reservations, the fleet window, the
 * desk's hand-over and take-back). The desk's fields are present once they happened.
 */
export const AdminReservation = Type.Object({
  ...Reservation.properties,
  status: ReservationStatus,
  cancelled_at: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO 8601 time of the cancellation',
  }),
  user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  picked_up_at: Type.Optional(Type.String({ description: 'ISO 8601 time of the hand-over' })),
  pickup_odometer_km: Type.Optional(Type.Integer()),
  pickup_note: Type.Optional(Type.String()),
  returned_at: Type.Optional(Type.String({ description: 'ISO 8601 time of the take-back' })),
  return_odometer_km: Type.Optional(Type.Integer()),
  damage: Type.Optional(Type.String()),
  return_note: Type.Optional(Type.String()),
  late_minutes: Type.Optional(
    Type.Integer({ description: 'Minutes after the end it came back; 0 when on time' }),
  ),
  /** In the administrators' list and GET /api/v1/reservations/{id}. */
  money: Type.Optional(ReservationMoney),
});
export type AdminReservation = Static<typeof AdminReservation>;

/** GET /api/v1/reservations/{id}: the ride, its money and its ledger's lines. */
export const ReservationDetail = Type.Object({
  ...AdminReservation.properties,
  money: ReservationMoney,
  lines: Type.Array(LedgerLine, { description: 'Oldest first' }),
});
export type ReservationDetail = Static<typeof ReservationDetail>;

/** A time a motorcycle is in the workshop: nobody can book it then. Times as bookings', [from, to). */
export const Block = Type.Object({
  id: Type.Integer(),
  motorcycle_id: Type.Integer(),
  from: Type.String({ description: 'YYYY-MM-DDTHH:mm, the shop’s wall clock' }),
  to: Type.String({ description: 'YYYY-MM-DDTHH:mm, end exclusive' }),
  reason: Type.String(),
});
export type Block = Static<typeof Block>;

/** Data of GET /api/v1/admin/fleet: what overlaps the window [from, from + days) only. */
export const FleetWindow = Type.Object({
  /** `YYYY-MM-DD` */
  from: Type.String(),
  days: Type.Integer(),
  motorcycles: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), model: Type.String() }),
  ),
  reservations: Type.Array(AdminReservation),
  blocks: Type.Array(Block),
});
export type FleetWindow = Static<typeof FleetWindow>;
