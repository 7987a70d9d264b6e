/**
 * What the api takes (request bodies): types and lengths only, so that every rule is a sentence
 * of shared-domain's rules, run by the handler in the reader's language. The apps send these.
 */
import Type, { type Static } from 'typebox';
import { LEDGER_AMOUNT_MAX, LEDGER_KINDS, LEDGER_METHODS } from '../ledgerKinds';
import {
  DESCRIPTION_MAX_LENGTH,
  DESK_NOTE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IMAGE_LINK_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../limits';
import { MultiLine, NumericInput, SingleLine } from './strings';

export const LoginBody = Type.Object({
  user: Type.Object({
    email: SingleLine(EMAIL_MAX_LENGTH),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  }),
});
export type LoginBody = Static<typeof LoginBody>;

/** Types and lengths only: the rules shared with the signup form run in the handler. */
export const SignupBody = Type.Object({
  user: Type.Object({
    name: SingleLine(TEXT_MAX_LENGTH),
    email: SingleLine(EMAIL_MAX_LENGTH),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    admin: Type.Optional(Type.Boolean()),
  }),
});
export type SignupBody = Static<typeof SignupBody>;

const text = SingleLine(TEXT_MAX_LENGTH);

/** Types and lengths only: the rules shared with the add form run in validate.ts. */
export const NewMotorcycleBody = Type.Object({
  name: text,
  model: text,
  brand: text,
  color: text,
  chassisNumber: text,
  bookingPricePerHour: NumericInput('US dollars per hour, > 0, at most two decimals'),
  dayPrice: Type.Optional(
    Type.Union([
      NumericInput('At most what each started 24 hours costs, > 0, at most 100000, two decimals'),
      Type.Null(),
    ]),
  ),
  deposit: Type.Optional(NumericInput('>= 0, at most 100000, two decimals; 0 when left out')),
  price: NumericInput('Sale price in US dollars, >= 0, at most two decimals'),
  imageLink: SingleLine(IMAGE_LINK_MAX_LENGTH),
  description: Type.Optional(MultiLine(DESCRIPTION_MAX_LENGTH)),
});
export type NewMotorcycleBody = Static<typeof NewMotorcycleBody>;

/** Any subset of the fields, each under the same rules as on create. */
export const MotorcycleChangesBody = Type.Partial(NewMotorcycleBody, { minProperties: 1 });
export type MotorcycleChangesBody = Static<typeof MotorcycleChangesBody>;

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

/** Types and lengths only: the signup's rules run in the handler, a sentence each. */
export const NewRiderBody = Type.Object({
  name: SingleLine(TEXT_MAX_LENGTH),
  email: SingleLine(EMAIL_MAX_LENGTH),
  phone: Type.Optional(SingleLine(PHONE_MAX_LENGTH)),
});
export type NewRiderBody = Static<typeof NewRiderBody>;

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

const WallClock = (description: string) => Type.String({ maxLength: 16, description });

/** Types and lengths only: the desk's rules shared with its dialogs run in the handlers. */
export const NewBlockBody = Type.Object({
  from: WallClock('YYYY-MM-DDTHH:mm (or YYYY-MM-DD: its midnight)'),
  to: WallClock('YYYY-MM-DDTHH:mm (or YYYY-MM-DD: its midnight), after from'),
  reason: SingleLine(TEXT_MAX_LENGTH),
});
export type NewBlockBody = Static<typeof NewBlockBody>;

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
