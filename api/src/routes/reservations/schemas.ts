import { TEXT_MAX_LENGTH } from 'shared-domain';
import Type, { type Static } from 'typebox';
import { DataResponse, DoneResponse, NumericInput, SingleLine } from '../schemas';
import { LedgerLineResponse, ReservationMoneyResponse } from './money-schemas';
import { AdminPageResponse, NextCursor, PageQuery } from './paging';

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

export const ReservationCreatedResponse = DoneResponse(ReservationResponse);

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
      description:
        "The start of words of the rider's name (in any order), or of their email or phone, whatever its case",
    }),
  ),
  ...PageQuery,
});

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

export const AdminReservationListResponse = AdminPageResponse(AdminReservationResponse);

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

export const ReservationDetailResponse = DataResponse(
  Type.Object({
    ...AdminReservationResponse.properties,
    money: ReservationMoneyResponse,
    lines: Type.Array(LedgerLineResponse, { description: 'Oldest first' }),
  }),
);
