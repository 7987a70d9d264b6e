import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared-ui';
import type { CashUpFigures, DailyCashUp } from 'shared-domain';
import CashPage from '../src/cash/CashPage';
import { deskApi, ledgerLine, ride, setShopClock } from './support/desk';
import {
  ADMIN,
  captureDownloads,
  jsonResponse,
  renderWithProviders,
  type ApiCall,
  type ApiHandler,
} from './support';

const DAILY = 'GET /api/v1/admin/reports/daily';

function figures(payments: number, held: number, refunds: number, returned: number) {
  const figuresOf: CashUpFigures = {
    payments,
    deposits_held: held,
    refunds,
    deposits_returned: returned,
    money_in: payments + held,
    money_out: refunds + returned,
    net: payments + held - refunds - returned,
  };
  return figuresOf;
}

/** A day at the desk, as the api answers it: Rita still owes the late fee of her ride. */
const CASH_UP: DailyCashUp = {
  date: '2030-12-03',
  currency: 'USD',
  methods: [
    { method: 'cash', ...figures(120, 100, 0, 50) },
    { method: 'card', ...figures(55.5, 0, 10, 0) },
    { method: 'transfer', ...figures(0, 0, 0, 0) },
  ],
  totals: { ...figures(175.5, 100, 10, 50), charges: 25, deposits_kept: 30 },
  deposits_held_at_closing: 250,
  open_balances: [
    {
      reservation_id: 1,
      date: '2030-12-03T10:00',
      motorcycle_name: 'Vespa GTS',
      status: 'returned',
      rider: { id: 11, name: 'Rita Rider' },
      money: { total: 55.5, charges: 25, paid: 55.5, refunded: 0, balance: 25, deposit_held: 0 },
    },
  ],
};

const QUIET: DailyCashUp = {
  ...CASH_UP,
  methods: CASH_UP.methods.map(({ method }) => ({ method, ...figures(0, 0, 0, 0) })),
  totals: { ...figures(0, 0, 0, 0), charges: 0, deposits_kept: 0 },
  deposits_held_at_closing: 0,
  open_balances: [],
};

const CSV =
  '\ufeffsection,method,reservation_id,rider,figure,amount\r\nmethod,cash,,,payments,120\r\n';

/** The desk's api with Rita's returned ride, and the cash-up `answer` gives. */
function cashApi(answer: ApiHandler = () => jsonResponse(200, { success: true, data: CASH_UP })) {
  const lines = [ledgerLine(5), ledgerLine(6, { kind: 'charge', amount: 25, method: null })];
  return deskApi(
    [ride(1, { status: 'returned', late_minutes: 90 })],
    [],
    {
      [DAILY]: (call) =>
        call.request.headers.get('Accept') === 'text/csv'
          ? new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
          : answer(call),
    },
    { 1: lines },
  );
}

const dateOf = (call: ApiCall) => new URL(call.url).searchParams.get('date');

function renderCash(search = '', language: Language = 'en') {
  localStorage.clear();
  setShopClock('2030-12-03T18:30');
  renderWithProviders(<CashPage />, {
    path: '/admin/cash',
    route: `/admin/cash${search}`,
    signedInAs: ADMIN,
    language,
  });
}

/** A table's rows as the text of their cells. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => jest.useRealTimers());

describe('the cash-up', () => {
  it('shows the shop’s day by method with totals, what moved no money, the deposits held and the open balances', async () => {
    const api = cashApi();
    renderCash();
    expect(screen.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2030-12-03');
    const table = await screen.findByRole('table', { name: 'Money in and out by method' });
    expect(api.callsTo(DAILY).map(dateOf)).toEqual(['2030-12-03']);
    expect(cells(table)).toEqual([
      ['Money', 'Cash', 'Card', 'Bank transfer', 'Total'],
      ['Payments', '$120.00', '$55.50', '$0.00', '$175.50'],
      ['Deposits taken', '$100.00', '$0.00', '$0.00', '$100.00'],
      ['Money in', '$220.00', '$55.50', '$0.00', '$275.50'],
      ['Refunds', '$0.00', '$10.00', '$0.00', '$10.00'],
      ['Deposits returned', '$50.00', '$0.00', '$0.00', '$50.00'],
      ['Money out', '$50.00', '$10.00', '$0.00', '$60.00'],
      ['Net', '$170.00', '$45.50', '$0.00', '$215.50'],
    ]);
    expect(screen.getByText('Deposits held at closing').nextElementSibling).toHaveTextContent(
      '$250.00',
    );
    expect(
      screen.getByText('Charges written (no money moved)').nextElementSibling,
    ).toHaveTextContent('$25.00');
    expect(screen.getByText('Deposits kept').nextElementSibling).toHaveTextContent('$30.00');

    expect(screen.getByRole('heading', { name: 'Open balances' })).toBeInTheDocument();
    const [open] = screen.getAllByRole('listitem');
    expect(open).toHaveTextContent(
      /^Rita Rider, Vespa GTS, Reference 1.*10:00, returned\$25\.00 due from the riderOpen$/,
    );
  });

  it('opens a ride with a balance in the desk’s dialog, where the rest is paid', async () => {
    const api = cashApi();
    renderCash();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Open Rita Rider's Vespa GTS on/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rita Rider: Vespa GTS' });
    const money = within(dialog).getByRole('region', { name: 'Money' });
    expect(await within(money).findByText('$25.00 due from the rider')).toBeInTheDocument();
    expect(within(money).getByText('Charges').nextElementSibling).toHaveTextContent('$25.00');

    const balance = within(dialog).getByRole('group', { name: 'Balance' });
    expect(within(balance).getByLabelText('Amount paid now')).toHaveValue('25.00');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(within(balance).getByRole('radio', { name: 'Cash' })).toHaveFocus();
    await user.click(within(balance).getByRole('radio', { name: 'Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/reservations/1/payments').map(({ body }) => body)).toEqual([
      { kind: 'payment', amount: 25, method: 'card' },
    ]);
    expect(await screen.findByText('Recorded')).toBeInTheDocument();
    // The day is read again: a payment changes it.
    await waitFor(() => expect(api.callsTo(DAILY)).toHaveLength(2));
  });

  it('downloads the CSV the api writes for the day', async () => {
    const api = cashApi();
    const downloads = captureDownloads();
    renderCash('?date=2030-12-02');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const csv = api
      .callsTo(DAILY)
      .filter((call) => call.request.headers.get('Accept') === 'text/csv');
    expect(csv.map(dateOf)).toEqual(['2030-12-02']);
    expect(downloads.saved[0]?.name).toBe('vespa-cash-up-2030-12-02.csv');
    downloads.restore();
  });

  it('shows the day the address names, and the day chosen', async () => {
    const api = cashApi();
    renderCash('?date=2030-12-01');
    expect(await screen.findByText(/^The desk's money on Sunday, December 1:/)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Money in and out by method' });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2030-11-30' } });
    expect(
      await screen.findByText(/^The desk's money on Saturday, November 30:/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(DAILY).map(dateOf)).toEqual(['2030-12-01', '2030-11-30']),
    );
  });

  it('says so when nothing moved that day', async () => {
    cashApi(() => jsonResponse(200, { success: true, data: QUIET }));
    renderCash();
    expect(await screen.findByText('No money moved on this day')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry when the cash-up cannot be read', async () => {
    let fail = true;
    cashApi(() => (fail ? 'network' : jsonResponse(200, { success: true, data: CASH_UP })));
    renderCash();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Money in and out by method' })).toBeVisible();
  });

  it('reads in Italian, amounts as Italian writes them', async () => {
    cashApi();
    renderCash('', 'it');
    expect(await screen.findByRole('heading', { name: 'Chiusura cassa' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Entrate e uscite per metodo' });
    expect(cells(table)[0]).toEqual(['Voce', 'Contanti', 'Carta', 'Bonifico', 'Totale']);
    expect(cells(table)[1]).toEqual([
      'Pagamenti',
      '120,00\u00a0USD',
      '55,50\u00a0USD',
      '0,00\u00a0USD',
      '175,50\u00a0USD',
    ]);
    expect(screen.getByRole('heading', { name: 'Saldi aperti' })).toBeInTheDocument();
    expect(screen.getByText('25,00 USD da incassare dal cliente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica CSV' })).toBeInTheDocument();
  });
});
