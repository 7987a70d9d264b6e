import { AdminReservation, Block, FleetWindow } from 'shared-domain/wire';
import Type from 'typebox';
import { DataResponse, DoneResponse, ErrorResponse } from '../schemas';

export const BlockCreatedResponse = DoneResponse(Block);

export const BlockConflictResponse = Type.Object(
  {
    ...ErrorResponse.properties,
    conflicts: Type.Array(AdminReservation),
  },
  { description: 'The confirmed or out reservations that hold the motorcycle at that time' },
);

export const HandoverResponse = DoneResponse(AdminReservation);

export const FleetQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD; the shop’s today' })),
  days: Type.Optional(Type.String({ maxLength: 2, description: '1 to 31, default 7' })),
});

export const FleetResponse = DataResponse(FleetWindow);

export const IdParams = Type.Object({ id: Type.String({ maxLength: 12 }) });
