import { LedgerLine, ReservationMoney } from 'shared-domain/wire';
import Type from 'typebox';
import { DoneResponse } from '../schemas';

/** A reservation's money and ledger on the wire (api/README.md, "Money"). */

export const LedgerLineCreatedResponse = DoneResponse(
  Type.Object({ line: LedgerLine, money: ReservationMoney }),
);
