import {
  DESK_NOTE_MAX_LENGTH,
  LEDGER_AMOUNT_MAX,
  LEDGER_KINDS,
  LEDGER_METHODS,
  TEXT_MAX_LENGTH,
} from 'shared-domain';
import Type, { type Static } from 'typebox';
import { MultiLine, NumericInput, SingleLine } from '../schemas';
import { NextCursor, PageQuery } from './paging';

export const ReservationStatus = Type.Union(
  [
    Type.Literal('confirmed'),
    Type.Literal('out'),
    Type.Literal('returned'),
    Type.Literal('cancelled'),
  ],
  { description: 'confirmed → out (handed over) → returned; confirmed → cancelled' },
);

export const ReservationResponse = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  city: Type.String(),
  motorcycle_id: Type.Integer(),
  motorcycle_name: Type.String(),
  duration: Type.Number({ description: 'Hours, one decimal' }),
  total: Type.Number({ description: 'US dollars, two decimals' }),
  status: Type.Optional(ReservationStatus),
});

/** Types and lengths only: the booking rules shared with the reserve form run in validate.ts. */
export const NewReservationBody = Type.Object({
  motorcycle_id: NumericInput('Id of the motorcycle'),
  duration: NumericInput('Hours, one decimal, > 0 and <= 720'),
  total: NumericInput('duration × bookingPricePerHour, two decimals'),
  date: Type.String({
    maxLength: 16,
    description:
      'YYYY-MM-DD (holds the calendar days it touches) or YYYY-MM-DDTHH:mm (holds [start, start + duration)); today or later, at most 365 days ahead',
  }),
  city: SingleLine(TEXT_MAX_LENGTH),
  user_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Staff only: the rider a walk-in booking is for' }),
  ),
});
export type NewReservationBody = Static<typeof NewReservationBody>;

export const ReservationListQuery = Type.Object(PageQuery);

export const ReservationListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ReservationResponse),
  next_cursor: Type.Optional(NextCursor('Only when paged (limit or cursor given). ')),
});

export const ReservationCreatedResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: ReservationResponse,
});

export const ReservationIdParams = Type.Object({ id: Type.String() });

export const AdminReservationsQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD: held on or after' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD: held on or before' })),
  motorcycle_id: Type.Optional(Type.String({ maxLength: 10 })),
  reference: Type.Optional(
    Type.String({
      maxLength: 10,
      description:
        'A reservation id (the reference a rider gives at the desk): that reservation alone, if the other filters hold it',
    }),
  ),
  status: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'confirmed, out, returned, cancelled or all (the default)',
    }),
  ),
  rider: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "The start of the rider's name, email or phone, whatever its case",
    }),
  ),
  ...PageQuery,
});

const Amount = (description: string) =>
  Type.Number({
    description: `In SHOP_CURRENCY, two decimals (summed in integer cents). ${description}`,
  });

export const ReservationMoneyResponse = Type.Object(
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

export const AdminReservationResponse = Type.Object({
  ...ReservationResponse.properties,
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
  money: Type.Optional(ReservationMoneyResponse),
});

export const AdminReservationListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(AdminReservationResponse),
  next_cursor: NextCursor(),
});

/** The longest reason the shop may give a rider for cancelling their ride (one line). */
export const CANCEL_REASON_MAX_LENGTH = 100;

/** Optional: the original client sends no body, and a rider's own cancel needs none. */
export const CancelBody = Type.Object(
  {
    /** Told to the rider when the shop cancels their ride. */
    reason: Type.Optional(SingleLine(CANCEL_REASON_MAX_LENGTH)),
  },
  { nullable: true },
);

export const LedgerLineResponse = Type.Object({
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

/** Types and lengths only: the ledger's rules shared with the desk run in the handler. */
export const NewLedgerLineBody = Type.Object({
  kind: Type.String({ maxLength: 20, description: LEDGER_KINDS.join(', ') }),
  amount: Type.Optional(
    NumericInput(
      `In SHOP_CURRENCY: > 0, at most two decimals and ${LEDGER_AMOUNT_MAX}; every kind but void`,
    ),
  ),
  method: Type.Optional(
    Type.String({
      maxLength: 10,
      description: `${LEDGER_METHODS.join(', ')}: payment, refund, deposit_held and deposit_returned only`,
    }),
  ),
  note: Type.Optional(MultiLine(DESK_NOTE_MAX_LENGTH)),
  line_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'void only: the line of this reservation it cancels' }),
  ),
});
export type NewLedgerLineBody = Static<typeof NewLedgerLineBody>;

export const LedgerLineCreatedResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ line: LedgerLineResponse, money: ReservationMoneyResponse }),
});

export const ReservationDetailResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    ...AdminReservationResponse.properties,
    money: ReservationMoneyResponse,
    lines: Type.Array(LedgerLineResponse, { description: 'Oldest first' }),
  }),
});
