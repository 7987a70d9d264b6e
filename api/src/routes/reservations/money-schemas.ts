import {
  DESK_NOTE_MAX_LENGTH,
  LEDGER_AMOUNT_MAX,
  LEDGER_KINDS,
  LEDGER_METHODS,
} from 'shared-domain';
import Type, { type Static } from 'typebox';
import { DoneResponse, MultiLine, NumericInput } from '../schemas';

/** A reservation's money and ledger on the wire (api/README.md, "Money"). */

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

export const LedgerLineCreatedResponse = DoneResponse(
  Type.Object({ line: LedgerLineResponse, money: ReservationMoneyResponse }),
);
