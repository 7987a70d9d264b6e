import {
  AdminReservation,
  LedgerLine,
  Reservation,
  ReservationDetail,
  ReservationMoney,
  SingleLine,
} from 'shared-domain/wire';
import Type from 'typebox';
import { DataResponse, DoneResponse } from '../schemas';
import { AdminPageResponse, NextCursor, PageQuery } from './paging';

export const ReservationListQuery = Type.Object(PageQuery);

export const ReservationListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Reservation),
  next_cursor: Type.Optional(NextCursor('Only when paged (limit or cursor given). ')),
});

export const ReservationCreatedResponse = DoneResponse(Reservation);

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

export const AdminReservationListResponse = AdminPageResponse(AdminReservation);

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

export const ReservationDetailResponse = DataResponse(ReservationDetail);

export const LedgerLineCreatedResponse = DoneResponse(
  Type.Object({ line: LedgerLine, money: ReservationMoney }),
);
