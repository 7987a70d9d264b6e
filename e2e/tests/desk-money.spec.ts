import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  formatMoney,
  type DailyCashUp,
  type LedgerLine,
  type ReservationMoney,
} from 'shared-domain';
import { createAccount, logIn, type Account } from '../support/accounts';
import { apiToken } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { shopDate, uniqueCity } from '../support/booking';
import { URLS } from '../support/env';
import { MAIL_ARRIVES, mailsTo } from '../support/mailbox';
import { bookAsRider, ownMotorcycle } from '../support/operations-admin';
import { sidewaysScroll } from '../support/sideways';

// Money at the desk (issue #38) as staff take it in the browser, against the real api: the
// hand-over's payment and deposit, the take-back's charge and deposit kept, the ride's money as
// the desk and the rider read it, the rider's receipt, and the day's cash-up (docs/PRODUCT.md,
// "The shop's desk").

const removals: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  while (removals.length > 0) await removals.pop()!();
});

/** GET `path` of the api with `account`'s token: its `data`. */
async function apiData<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const response = await request.get(`${URLS.api}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, account)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The radio button `name` of the group `legend`, in `within`. */
const radio = (within: Locator, legend: string, name: string) =>
  within
    .getByRole('group', { name: legend, exact: true })
    .getByRole('radio', { name, exact: true });

/** The cells of the cash-up's row `figure`: cash, card, bank transfer, total. */
const figureCells = (page: Page, figure: string) =>
  page
    .getByRole('table', { name: 'Money in and out by method' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: figure, exact: true }) })
    .getByRole('cell');

const money = (amount: number) => formatMoney(amount, 'en', 'USD');

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`a hand-over with payment and deposit and a take-back with a charge and part of the deposit kept, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const admin = await createAccount(request, true);
    // $10 an hour and a $100 deposit: a 3-hour ride today costs $30.
    const mine = await ownMotorcycle(request, admin, 'Money Vespa', { deposit: 100 });
    removals.push(mine.remove);
    const rider = await createAccount(request);
    const ride = await bookAsRider(request, rider, {
      motorcycle: mine.motorcycle,
      date: shopDate(0),
      hours: 3,
      city: uniqueCity('Amalfi'),
    });
    // The day's cash-up before this ride's money: the other tests running beside this one pay
    // their hand-overs in cash and hold no deposit, so what is compared below moves with this
    // ride's lines alone.
    const before = await apiData<DailyCashUp>(request, admin, '/admin/reports/daily');
    const ofMethod = (method: string) => before.methods.find((m) => m.method === method)!;

    await logIn(page, admin);
    await page.goto(`/admin/reservations?reference=${ride.id}`);
    const open = page.getByRole('button', { name: new RegExp(`^Open ${rider.name}'s `) });
    const dialog = page.getByRole('dialog', { name: `${rider.name}: ${mine.motorcycle.name}` });

    // The hand-over: the balance and the scooter's deposit are proposed; each needs its method.
    await open.click();
    await dialog.getByLabel('Odometer (km)').fill('1500');
    const payment = dialog.getByRole('group', { name: 'Payment', exact: true });
    await expect(payment.getByLabel('Amount paid now')).toHaveValue('30.00');
    const deposit = dialog.getByRole('group', { name: 'Deposit', exact: true });
    await expect(deposit.getByLabel('Deposit taken')).toHaveValue('100.00');
    await dialog.getByRole('button', { name: 'Hand over' }).click();
    // Nothing is sent without one: the first method group says so and takes the focus.
    const cash = radio(dialog, 'Paid by', 'Cash');
    await expect(cash).toBeFocused();
    await expect(cash).toHaveAccessibleDescription(/Choose cash, card or bank transfer$/);
    await expect(payment.getByText('Choose cash, card or bank transfer')).toBeVisible();
    await expectNoAxeViolations(page, `the hand-over's money, refused, at ${width} px`);
    await radio(dialog, 'Paid by', 'Card').check();
    await radio(dialog, 'Taken by', 'Cash').check();
    await dialog.getByRole('button', { name: 'Hand over' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText('Handed over: enjoy the ride; 2 lines written in the ledger'),
    ).toBeVisible();

    // The take-back: a charge for the damage, part of the deposit kept for it, the rest back
    // the way it was taken, and what is still owed left for later.
    await open.click();
    await expect(dialog.getByRole('heading', { name: 'Take back' })).toBeVisible();
    await dialog.getByLabel('Odometer (km)').fill('1620');
    await dialog.getByLabel('Damage (optional)').fill('Scratched mirror');
    const charges = dialog.getByRole('group', { name: 'Charges', exact: true });
    await expect(charges).toContainText('No charges.');
    await charges.getByRole('button', { name: 'Add a charge' }).click();
    await expect(charges.getByLabel('Charge 1: amount')).toBeFocused();
    await charges.getByLabel('Charge 1: amount').fill('25');
    await expect(charges.getByLabel('Charge 1: what it is for')).toHaveValue('Scratched mirror');
    const back = dialog.getByRole('group', { name: 'Deposit', exact: true });
    await expect(back).toContainText('Held: $100.00');
    await radio(back, 'What happens to it', 'Keep part of it').check();
    await back.getByLabel('Amount kept').fill('20');
    await back.getByLabel('Why it is kept').fill('Scratched mirror: part of the repair');
    await expect(radio(back, '$80.00 goes back by', 'Cash')).toBeChecked();
    const balance = dialog.getByRole('group', { name: 'Balance', exact: true });
    await expect(balance).toContainText(
      'After the charges and the deposit: $5.00 due from the rider.',
    );
    await expect(balance.getByLabel('Amount paid now')).toHaveValue('5.00');
    await balance.getByLabel('Amount paid now').fill('0');
    await expectNoAxeViolations(page, `the take-back's money at ${width} px`);
    await dialog.getByRole('button', { name: 'Take back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText(
        'Taken back: the motorcycle is in the shop again; 3 lines written in the ledger',
      ),
    ).toBeVisible();

    // The rider reads the same money and lines, without who of the staff wrote them.
    const owed: ReservationMoney = {
      total: 30,
      charges: 25,
      paid: 30,
      refunded: 0,
      balance: 5,
      deposit_held: 0,
    };
    const mineAsRider = await apiData<{ money: ReservationMoney; lines: LedgerLine[] }>(
      request,
      rider,
      `/reservations/${ride.id}`,
    );
    expect(mineAsRider.money).toEqual(owed);
    expect(
      mineAsRider.lines.map(({ kind, amount, method, note, created_by }) => ({
        kind,
        amount,
        method,
        note,
        created_by,
      })),
    ).toEqual([
      { kind: 'payment', amount: 30, method: 'card', note: null, created_by: undefined },
      { kind: 'deposit_held', amount: 100, method: 'cash', note: null, created_by: undefined },
      {
        kind: 'charge',
        amount: 25,
        method: null,
        note: 'Scratched mirror',
        created_by: undefined,
      },
      {
        kind: 'deposit_kept',
        amount: 20,
        method: null,
        note: 'Scratched mirror: part of the repair',
        created_by: undefined,
      },
      { kind: 'deposit_returned', amount: 80, method: 'cash', note: null, created_by: undefined },
    ]);

    // The rider's receipt lists the money the two steps took, and what is still to pay.
    const receipt = async () =>
      (await mailsTo(request, rider.email)).find(
        (mail) => mail.headers['x-vespa-mail'] === 'return-receipt',
      );
    await expect.poll(receipt, MAIL_ARRIVES).toBeDefined();
    const receiptText = (await receipt())!.text.replace(/\s+/g, ' ');
    for (const line of [
      'Payment · card · $30.00',
      'Deposit taken · cash · $100.00',
      'Charge · $25.00 · Scratched mirror',
      'Deposit kept · $20.00 · Scratched mirror: part of the repair',
      'Deposit returned · cash · $80.00',
      'Still to pay: $5.00',
    ]) {
      expect(receiptText).toContain(line);
    }

    // The day's cash-up: this ride's money by method, what moved none, and its $5 still open.
    await page.goto('/admin/cash');
    await expect(page.getByRole('heading', { name: 'Cash-up', level: 1 })).toBeVisible();
    await expect(figureCells(page, 'Payments').nth(1)).toHaveText(
      money(ofMethod('card').payments + 30),
    );
    await expect(figureCells(page, 'Deposits taken').nth(0)).toHaveText(
      money(ofMethod('cash').deposits_held + 100),
    );
    await expect(figureCells(page, 'Deposits returned').nth(0)).toHaveText(
      money(ofMethod('cash').deposits_returned + 80),
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('term')).toHaveText([
      'Deposits held at closing',
      'Charges written (no money moved)',
      'Deposits kept',
    ]);
    await expect(main.getByRole('definition').nth(1)).toHaveText(money(before.totals.charges + 25));
    await expect(main.getByRole('definition').nth(2)).toHaveText(
      money(before.totals.deposits_kept + 20),
    );
    const openBalance = main
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`Reference ${ride.id}(?!\\d)`) });
    await expect(openBalance).toContainText(`${rider.name}, ${mine.motorcycle.name}`);
    await expect(openBalance).toContainText('$5.00 due from the rider');
    expect(await sidewaysScroll(page)).toBe(0);

    // Opened from there, the desk's dialog shows the ride's money and its ledger, oldest first.
    await openBalance.getByRole('button', { name: new RegExp(`^Open ${rider.name}'s `) }).click();
    const block = dialog.getByRole('region', { name: 'Money' });
    await expect(block.getByRole('term')).toHaveText([
      'Total',
      'Charges',
      'Paid',
      'Refunded',
      'Balance',
      'Deposit held',
    ]);
    await expect(block.getByRole('definition')).toHaveText([
      '$30.00',
      '$25.00',
      '$30.00',
      '$0.00',
      '$5.00 due from the rider',
      '$0.00',
    ]);
    const lines = block.getByRole('list', { name: 'Ledger' }).getByRole('listitem');
    await expect(lines).toHaveCount(5);
    const expected = [
      ['Payment, Card', '$30.00'],
      ['Deposit taken, Cash', '$100.00'],
      ['Charge', '$25.00', 'Scratched mirror'],
      ['Deposit kept', '$20.00', 'Scratched mirror: part of the repair'],
      ['Deposit returned, Cash', '$80.00'],
    ];
    for (const [index, texts] of expected.entries()) {
      for (const text of [...texts, admin.name]) await expect(lines.nth(index)).toContainText(text);
    }
    await expectNoAxeViolations(page, `a returned ride's money at ${width} px`);
  });
}
