import {
  DESK_NOTE_MAX_LENGTH,
  LEDGER_AMOUNT_MAX,
  LEDGER_KINDS,
  LEDGER_METHODS,
} from 'shared-domain';
import { LedgerLine, ReservationMoney } from 'shared-domain/wire';
import Type, { type Static } from 'typebox';
import { DoneResponse, MultiLine, NumericInput } from '../schemas';

/** A reservation's money and ledger on the wire (api/README.md, "Money"). */

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
  Type.Object({ line: LedgerLine, money: ReservationMoney }),
);
