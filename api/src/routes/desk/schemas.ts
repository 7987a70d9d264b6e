import { DESK_NOTE_MAX_LENGTH, TEXT_MAX_LENGTH } from 'shared-domain';
import { AdminReservation, Block, FleetWindow } from 'shared-domain/wire';
import Type, { type Static } from 'typebox';
import { NewLedgerLineBody } from '../reservations/money-schemas';
import { DataResponse, DoneResponse, ErrorResponse, MultiLine, SingleLine } from '../schemas';

const WallClock = (description: string) => Type.String({ maxLength: 16, description });

/** Types and lengths only: the desk's rules shared with its dialogs run in the handlers. */
export const NewBlockBody = Type.Object({
  from: WallClock('YYYY-MM-DDTHH:mm (or YYYY-MM-DD: its midnight)'),
  to: WallClock('YYYY-MM-DDTHH:mm (or YYYY-MM-DD: its midnight), after from'),
  reason: SingleLine(TEXT_MAX_LENGTH),
});
export type NewBlockBody = Static<typeof NewBlockBody>;

export const BlockCreatedResponse = DoneResponse(Block);

export const BlockConflictResponse = Type.Object(
  {
    ...ErrorResponse.properties,
    conflicts: Type.Array(AdminReservation),
  },
  { description: 'The confirmed or out reservations that hold the motorcycle at that time' },
);

const Odometer = Type.Integer({ minimum: 0, description: 'Whole kilometres on the odometer' });

/** More lines than a step's money ever needs (a payment, a deposit, charges…) is no request. */
const STEP_LINES_MAX = 20;

/** The money a step takes with it: written with the step, in order, or the step is refused. */
const StepMoney = Type.Optional(
  Type.Array(NewLedgerLineBody, {
    maxItems: STEP_LINES_MAX,
    description: "Lines of the ride's ledger, as POST /reservations/{id}/payments takes them",
  }),
);

export const PickupBody = Type.Object({
  odometer_km: Odometer,
  note: Type.Optional(MultiLine(DESK_NOTE_MAX_LENGTH)),
  money: StepMoney,
});
export type PickupBody = Static<typeof PickupBody>;

export const ReturnBody = Type.Object({
  odometer_km: Odometer,
  damage: Type.Optional(MultiLine(DESK_NOTE_MAX_LENGTH)),
  note: Type.Optional(MultiLine(DESK_NOTE_MAX_LENGTH)),
  money: StepMoney,
});
export type ReturnBody = Static<typeof ReturnBody>;

export const HandoverResponse = DoneResponse(AdminReservation);

export const FleetQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD; the shop’s today' })),
  days: Type.Optional(Type.String({ maxLength: 2, description: '1 to 31, default 7' })),
});

export const FleetResponse = DataResponse(FleetWindow);

export const IdParams = Type.Object({ id: Type.String({ maxLength: 12 }) });
