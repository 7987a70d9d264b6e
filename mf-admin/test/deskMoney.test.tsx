import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared-ui';
import { deskApi, FLEET, ledgerLine, ride } from './support/desk';
import { renderFleet } from './support/fleet';
import { deferred, jsonResponse, type ApiCall } from './support';

// Money at the desk (issue #38): the ride's money block and ledger, and the money each step
// takes with it, sent as ledger lines in the step's own request.

const MORNING = 'Vespa GTS, Tuesday, December 3, 10:00 to 13:00, Rita Rider';
const PAYMENTS = 'POST /api/v1/reservations/1/payments';
/** The GTS with a deposit of 100.00 (and 12.50 an hour). */
const WITH_DEPOSIT = { 'GET /api/v1/motorcycles': () => motorcyclesWith({ deposit: 100 }) };

function motorcyclesWith(changes: object) {
  const data = FLEET.map((scooter) => (scooter.id === 1 ? { ...scooter, ...changes } : scooter));
  return jsonResponse(200, { success: true, data });
}

afterEach(() => jest.useRealTimers());

/**
 * The fleet page at `clock` on the shop's clock, and the ride's dialog opened from its bar (named
 * by its status, or as a whole).
 */
async function openRide(
  status: string | RegExp,
  clock = '2030-12-03T09:00',
  language: Language = 'en',
) {
  renderFleet(clock, language);
  const user = userEvent.setup();
  const name = typeof status === 'string' ? `${MORNING}, ${status}` : status;
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Rita Rider: Vespa GTS' });
  return { user, dialog };
}

/** A ride's money before anything is paid. */
const NO_MONEY = { total: 55.5, charges: 0, paid: 0, refunded: 0, balance: 55.5, deposit_held: 0 };

const bodies = (calls: ApiCall[]) => calls.map((call) => call.body);
/** The money each request of a step sent with it. */
const stepMoney = (api: { callsTo: (route: string) => ApiCall[] }, step: 'pickup' | 'return') =>
  api
    .callsTo(`POST /api/v1/reservations/1/${step}`)
    .map((call) => (call.body as { money: unknown }).money);
const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('the money block', () => {
  it('shows the figures, the ledger’s lines, and voids a line with its reason', async () => {
    const api = deskApi([ride(1)], [], {}, { 1: [ledgerLine(5, { amount: 20, method: 'cash' })] });
    const { user, dialog } = await openRide('confirmed');
    const money = within(dialog).getByRole('region', { name: 'Money' });
    expect(await within(money).findByText('$35.50 due from the rider')).toBeInTheDocument();
    expect(within(money).getByText('Paid').nextElementSibling).toHaveTextContent('$20.00');
    const [line] = within(money).getAllByRole('listitem');
    expect(line).toHaveTextContent(/^Payment, Cash\$20\.00.*, Sam StaffVoid$/);

    await user.click(within(line as HTMLElement).getByRole('button', { name: /^Void Payment/ }));
    const reason = within(money).getByLabelText('Why it is voided');
    expect(reason).toHaveFocus();
    await user.click(within(money).getByRole('button', { name: 'Void the line' }));
    expect(reason).toHaveAccessibleDescription('Say why the line is voided');
    expect(api.callsTo(PAYMENTS)).toHaveLength(0);

    await user.type(reason, 'Typed twice');
    await user.click(within(money).getByRole('button', { name: 'Void the line' }));
    expect(await within(money).findByText('The line was voided')).toBeInTheDocument();
    expect(bodies(api.callsTo(PAYMENTS))).toEqual([
      { kind: 'void', line_id: 5, note: 'Typed twice' },
    ]);
    expect(await within(money).findByText('Voided')).toBeInTheDocument();
    expect(within(money).getByText('$55.50 due from the rider')).toBeInTheDocument();
  });
});

describe('hand over', () => {
  it('takes the payment and the deposit in the same step: exactly their lines, in its request', async () => {
    const api = deskApi([ride(1)], [], WITH_DEPOSIT, { 1: [] });
    const { user, dialog } = await openRide('confirmed');
    const payment = group(dialog, 'Payment');
    expect(await within(payment).findByLabelText('Amount paid now')).toHaveValue('55.50');
    const deposit = group(dialog, 'Deposit');
    expect(within(deposit).getByLabelText('Deposit taken')).toHaveValue('100.00');
    expect(within(deposit).getByLabelText('Deposit taken')).toHaveAccessibleDescription(
      "This scooter's deposit is $100.00; 0 if none is taken.",
    );
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12345');

    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    const cash = within(group(dialog, 'Paid by')).getByRole('radio', { name: 'Cash' });
    expect(cash).toHaveFocus();
    expect(cash).toHaveAccessibleDescription('Choose cash, card or bank transfer');
    expect(api.callsTo('POST /api/v1/reservations/1/pickup')).toHaveLength(0);

    await user.click(within(group(dialog, 'Paid by')).getByRole('radio', { name: 'Card' }));
    await user.click(within(group(dialog, 'Taken by')).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stepMoney(api, 'pickup')).toEqual([
      [
        { kind: 'payment', amount: 55.5, method: 'card' },
        { kind: 'deposit_held', amount: 100, method: 'cash' },
      ],
    ]);
    expect(api.callsTo(PAYMENTS)).toHaveLength(0);
    expect(
      await screen.findByText('The scooter is out; 2 lines written in the ledger'),
    ).toBeInTheDocument();
  });

  it('opened again while its lines are read again, the take-back waits for them: the deposit goes back as it was taken', async () => {
    const api = deskApi([ride(1)], [], WITH_DEPOSIT, { 1: [] });
    const { user, dialog } = await openRide('confirmed');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12345');
    await user.click(within(group(dialog, 'Paid by')).getByRole('radio', { name: 'Card' }));
    await user.click(
      within(group(dialog, 'Taken by')).getByRole('radio', { name: 'Bank transfer' }),
    );
    // The ledger's reads after the lines are held, as a slow network would.
    const answer = deferred<void>();
    const answerAll = api.fetch.getMockImplementation() as typeof fetch;
    api.fetch.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/v1/reservations/1')) await answer.promise;
      return answerAll(input, init);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(
      await screen.findByText('The scooter is out; 2 lines written in the ledger'),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: `${MORNING}, out` }));
    const again = screen.getByRole('dialog', { name: 'Rita Rider: Vespa GTS' });
    expect(
      within(again).getByText('Loading... the money', { selector: 'form p' }),
    ).toBeInTheDocument();
    await act(async () => answer.resolve());
    const deposit = group(again, 'Deposit');
    expect(await within(deposit).findByText('Held: $100.00')).toBeInTheDocument();
    expect(
      within(group(again, '$100.00 goes back by')).getByRole('radio', { name: 'Bank transfer' }),
    ).toBeChecked();
  });

  it('leaves the payment for later at 0 and writes no line for it', async () => {
    const api = deskApi([ride(1)], [], {}, { 1: [] });
    const { user, dialog } = await openRide('confirmed');
    const amount = await within(group(dialog, 'Payment')).findByLabelText('Amount paid now');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stepMoney(api, 'pickup')).toEqual([[]]);
    expect(await screen.findByText('The scooter is out')).toBeInTheDocument();
  });

  it('waits for the ride’s money before the hand-over, and says so; Retry reads it', async () => {
    let reads = 0;
    const ledger = deskApi([ride(1)], [], {
      'GET /api/v1/reservations/:id': () =>
        reads++ === 0
          ? 'network'
          : jsonResponse(200, { success: true, data: { ...ride(1), money: NO_MONEY, lines: [] } }),
    });
    const { user, dialog } = await openRide('confirmed');
    const money = within(dialog).getByRole('region', { name: 'Money' });
    const retry = await within(money).findByRole('button', { name: 'Retry' });
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(
      within(dialog).getByText('The money could not be read: retry above to go on.'),
    ).toHaveRole('alert');
    expect(ledger.callsTo('POST /api/v1/reservations/1/pickup')).toHaveLength(0);
    await user.click(retry);
    expect(await within(dialog).findByLabelText('Amount paid now')).toHaveValue('55.50');
  });

  it('keeps the form as it was when the api refuses a line: nothing is recorded, the sentence says why', async () => {
    const api = deskApi(
      [ride(1)],
      [],
      {
        ...WITH_DEPOSIT,
        'POST /api/v1/reservations/:id/pickup': () =>
          jsonResponse(422, {
            success: false,
            message: [
              'Money line 2: Only 0.00 of deposit is held: no more can be returned or kept',
            ],
          }),
      },
      { 1: [] },
    );
    const { user, dialog } = await openRide('confirmed');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '7');
    await within(dialog).findByLabelText('Amount paid now');
    await user.click(within(group(dialog, 'Paid by')).getByRole('radio', { name: 'Card' }));
    await user.click(within(group(dialog, 'Taken by')).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Money line 2: Only 0.00 of deposit is held',
    );
    expect(within(dialog).getByLabelText('Amount paid now')).toHaveValue('55.50');
    expect(within(group(dialog, 'Paid by')).getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Hand over' })).toBeEnabled();
    expect(api.callsTo(PAYMENTS)).toHaveLength(0);
  });
});

describe('take back', () => {
  const out = () => ride(1, { status: 'out', pickup_odometer_km: 12000 });

  it('proposes the late fee of a ride 90 minutes late: 2 started hours at the hourly price', async () => {
    const api = deskApi([out()]);
    const { user, dialog } = await openRide('out, overdue', '2030-12-03T14:30');
    const charges = group(dialog, 'Charges');
    expect(await within(charges).findByLabelText('Charge 1: amount')).toHaveValue('25.00');
    expect(within(charges).getByLabelText('Charge 1: what it is for')).toHaveValue(
      'Returned 1 hour 30 minutes late: 2 started hours at $12.50',
    );
    const balance = group(dialog, 'Balance');
    expect(balance).toHaveTextContent(
      'After the charges and the deposit: $25.00 due from the rider.',
    );
    expect(within(balance).getByLabelText('Amount paid now')).toHaveValue('25.00');

    // The desk changes the fee: the balance follows.
    await user.clear(within(charges).getByLabelText('Charge 1: amount'));
    await user.type(within(charges).getByLabelText('Charge 1: amount'), '20');
    // (The balance's fields were redrawn while the fee was blank: settled then.)
    expect(within(group(dialog, 'Balance')).getByLabelText('Amount paid now')).toHaveValue('20.00');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12040');
    await user.click(within(group(dialog, 'Paid by')).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stepMoney(api, 'return')).toEqual([
      [
        {
          kind: 'charge',
          amount: 20,
          note: 'Returned 1 hour 30 minutes late: 2 started hours at $12.50',
        },
        { kind: 'payment', amount: 20, method: 'cash' },
      ],
    ]);
  });

  it('drops the fee proposed when the desk removes it: the balance is settled', async () => {
    deskApi([out()]);
    const { user, dialog } = await openRide('out, overdue', '2030-12-03T13:01');
    const charges = group(dialog, 'Charges');
    await within(charges).findByLabelText('Charge 1: amount');
    await user.click(within(charges).getByRole('button', { name: 'Remove charge 1' }));
    expect(within(charges).getByText('No charges.')).toBeInTheDocument();
    expect(within(charges).getByRole('button', { name: 'Add a charge' })).toHaveFocus();
    expect(within(dialog).getByText('Balance: $0.00, settled.')).toBeInTheDocument();
  });

  it('takes a charge for the damage recorded, and refuses one without its reason', async () => {
    const api = deskApi([out()]);
    const { user, dialog } = await openRide('out');
    const charges = group(dialog, 'Charges');
    expect(await within(charges).findByText('No charges.')).toBeInTheDocument();
    await user.click(within(charges).getByRole('button', { name: 'Add a charge' }));
    const amount = within(charges).getByLabelText('Charge 1: amount');
    expect(amount).toHaveFocus();
    await user.type(amount, '15');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12040');
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    const reason = within(charges).getByLabelText('Charge 1: what it is for');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('Such as “Scratched mirror”. Say what it is for');
    expect(api.callsTo('POST /api/v1/reservations/1/return')).toHaveLength(0);

    // A charge added once the damage is written is for that damage, at first.
    await user.click(within(charges).getByRole('button', { name: 'Remove charge 1' }));
    await user.type(within(dialog).getByLabelText('Damage (optional)'), 'Scratched mirror');
    await user.click(within(charges).getByRole('button', { name: 'Add a charge' }));
    expect(within(charges).getByLabelText('Charge 1: what it is for')).toHaveValue(
      'Scratched mirror',
    );
  });

  it('keeps part of the deposit with its reason, never more than is held, and returns the rest', async () => {
    const held = ledgerLine(6, { kind: 'deposit_held', amount: 100, method: 'transfer' });
    const api = deskApi([out()], [], {}, { 1: [ledgerLine(5), held] });
    const { user, dialog } = await openRide('out');
    const deposit = group(dialog, 'Deposit');
    expect(await within(deposit).findByText('Held: $100.00')).toBeInTheDocument();
    await user.click(within(deposit).getByRole('radio', { name: 'Keep part of it' }));
    await user.type(within(deposit).getByLabelText('Amount kept'), '120');
    await user.type(within(deposit).getByLabelText('Why it is kept'), 'Scratched mirror');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12040');
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    const kept = within(deposit).getByLabelText('Amount kept');
    expect(kept).toHaveFocus();
    expect(kept).toHaveAccessibleDescription(
      'At most $100.00, what is held. Only $100.00 is held: keep at most that',
    );
    expect(api.callsTo('POST /api/v1/reservations/1/return')).toHaveLength(0);
    expect(api.callsTo(PAYMENTS)).toHaveLength(0);

    await user.clear(kept);
    await user.type(kept, '30');
    // The rest goes back the way it was taken, unless the desk says otherwise.
    expect(
      within(group(dialog, '$70.00 goes back by')).getByRole('radio', { name: 'Bank transfer' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add a charge' }));
    await user.type(within(dialog).getByLabelText('Charge 1: amount'), '30');
    await user.type(within(dialog).getByLabelText('Charge 1: what it is for'), 'Scratched mirror');
    expect(within(dialog).getByText('Balance: $0.00, settled.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stepMoney(api, 'return')).toEqual([
      [
        { kind: 'charge', amount: 30, note: 'Scratched mirror' },
        { kind: 'deposit_kept', amount: 30, note: 'Scratched mirror' },
        { kind: 'deposit_returned', amount: 70, method: 'transfer' },
      ],
    ]);
  });
});

describe('after the take-back', () => {
  it('gives back a deposit still held, the whole of it at first, once its way back is chosen', async () => {
    const lines = [ledgerLine(5), ledgerLine(6, { kind: 'deposit_held', amount: 100 })];
    const api = deskApi([ride(1, { status: 'returned' })], [], {}, { 1: lines });
    const { user, dialog } = await openRide(new RegExp(`^${MORNING}`));
    expect(
      await within(dialog).findByRole('heading', { name: 'Return the deposit' }),
    ).toBeInTheDocument();
    // The balance is settled: nothing else is asked.
    expect(within(dialog).queryByRole('heading', { name: 'Settle the balance' })).toBeNull();
    expect(within(dialog).getByLabelText('Deposit returned now')).toHaveValue('100.00');

    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    const cash = within(group(dialog, 'Returned by')).getByRole('radio', { name: 'Cash' });
    expect(cash).toHaveFocus();
    expect(api.callsTo(PAYMENTS)).toHaveLength(0);
    await user.click(cash);
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    await waitFor(() => expect(api.callsTo(PAYMENTS)).toHaveLength(1));
    expect(bodies(api.callsTo(PAYMENTS))).toEqual([
      { kind: 'deposit_returned', amount: 100, method: 'cash' },
    ]);
  });
});

describe('in Italian', () => {
  it('says the money, the fields and the problems in Italian, amounts as Italian writes them', async () => {
    deskApi([ride(1)], [], WITH_DEPOSIT, { 1: [] });
    const bar = /^Vespa GTS, martedì 3 dicembre, 10:00/;
    const { user, dialog } = await openRide(bar, '2030-12-03T09:00', 'it');
    const money = await within(dialog).findByRole('region', { name: 'Conto' });
    expect(
      await within(money).findByText('55,50 USD da incassare dal cliente'),
    ).toBeInTheDocument();
    expect(within(money).getByText('Nessun movimento registrato.')).toBeInTheDocument();
    const payment = group(dialog, 'Pagamento');
    expect(within(payment).getByLabelText('Importo pagato ora')).toHaveValue('55.50');
    expect(
      within(group(dialog, 'Cauzione')).getByLabelText('Cauzione versata'),
    ).toHaveAccessibleDescription(
      /^La cauzione di questo scooter è 100,00\sUSD; 0 se non si prende\.$/,
    );
    await user.type(within(dialog).getByLabelText('Contachilometri (km)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Consegna' }));
    expect(
      within(group(dialog, 'Pagato con')).getByRole('radio', { name: 'Contanti' }),
    ).toHaveAccessibleDescription('Scegliere contanti, carta o bonifico');
  });
});
