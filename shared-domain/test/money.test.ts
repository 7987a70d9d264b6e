import { ledgerLineProblems, type LineCents, moneyCents, toReservationMoney } from '../src';
import { english } from './sentences';

// The money of a reservation (api/README.md, "Money") and the rules of a new line, as the api and
// the desk's dialogs read them.

const line = (id: number, kind: LineCents['kind'], cents: number, voids: number | null = null) => ({
  id,
  kind,
  amountCents: cents,
  voidsLineId: voids,
});

describe('moneyCents', () => {
  it('is total + charges − paid − kept + refunded, the deposit held − returned − kept', () => {
    const money = moneyCents(2000, [
      line(1, 'payment', 1500),
      line(2, 'deposit_held', 10_000),
      line(3, 'charge', 1250),
      line(4, 'deposit_kept', 1750),
      line(5, 'deposit_returned', 8250),
      line(6, 'refund', 1),
    ]);
    expect(money).toEqual({
      total: 2000,
      charges: 1250,
      paid: 1500,
      refunded: 1,
      kept: 1750,
      balance: 1,
      depositHeld: 0,
    });
    expect(toReservationMoney(money)).toEqual({
      total: 20,
      charges: 12.5,
      paid: 15,
      refunded: 0.01,
      balance: 0.01,
      deposit_held: 0,
    });
  });

  it('counts neither a voided line nor its void', () => {
    const lines = [line(1, 'payment', 2000), line(2, 'void', 2000, 1), line(3, 'payment', 1800)];
    expect(moneyCents(2000, lines)).toMatchObject({ paid: 1800, balance: 200 });
  });
});

describe('ledgerLineProblems', () => {
  const sentences = (input: Parameters<typeof ledgerLineProblems>[0]) =>
    Object.fromEntries(
      Object.entries(ledgerLineProblems(input)).map(([field, problem]) => [
        field,
        english(problem),
      ]),
    );

  it('accepts each kind written as it should be', () => {
    expect(ledgerLineProblems({ kind: 'payment', amount: '20.00', method: 'cash' })).toEqual({});
    expect(ledgerLineProblems({ kind: 'charge', amount: 5, note: 'Fuel' })).toEqual({});
    expect(ledgerLineProblems({ kind: 'deposit_kept', amount: 5, note: 'Dent' })).toEqual({});
    expect(ledgerLineProblems({ kind: 'void', line_id: 3 })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(
      sentences({ kind: 'deposit_kept', amount: 100_000.01, method: 'card', note: ' ' }),
    ).toEqual({
      amount: 'Amount must be less than or equal to 100000',
      method: 'Method must be left out of a charge or a kept deposit: no money changes hands',
      note: "Note can't be blank for a charge or a kept deposit: say what it is for",
    });
    expect(sentences({ kind: 'refund', amount: '', method: 'cheque', line_id: 1 })).toEqual({
      amount: "Amount can't be blank",
      method: 'Method must be one of: cash, card, transfer',
      line_id: 'Line id is only for a void, to name the line it cancels',
    });
    expect(sentences({ kind: 'void', method: 'cash' })).toEqual({
      amount: 'A void takes the amount and method of the line it cancels: leave them out',
      line_id: "Line id can't be blank",
    });
  });
});
