import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import {
  ADMIN,
  captureDownloads,
  jsonResponse,
  mockApi,
  renderWithProviders,
  type ApiCall,
} from './support';
import { addMonths, todayISO, type MonthlyReportRow } from 'shared-domain';
import ReportsPage from '../src/reports/ReportsPage';

const REPORT = 'GET /api/v1/admin/reports/monthly';

function row(
  month: string,
  motorcycle: [number, string],
  figures: Partial<MonthlyReportRow> = {},
): MonthlyReportRow {
  return {
    month,
    motorcycle_id: motorcycle[0],
    motorcycle_name: motorcycle[1],
    reservations: 0,
    cancellations: 0,
    booked_hours: 0,
    workshop_hours: 0,
    revenue: 0,
    utilisation: 0,
    paid: 0,
    charges: 0,
    refunds: 0,
    deposits_kept: 0,
    ...figures,
  };
}

const GTS: [number, string] = [1, 'Vespa GTS'];
const PRIMAVERA: [number, string] = [2, 'Vespa Primavera'];

/** Two months of two scooters, as the api answers them (by month, then name). */
const ROWS = [
  row('2030-01', GTS, {
    reservations: 3,
    cancellations: 1,
    booked_hours: 11.5,
    revenue: 143.75,
    utilisation: 0.0157,
  }),
  row('2030-01', PRIMAVERA),
  row('2030-02', GTS, { booked_hours: 24, workshop_hours: 108, revenue: 300, utilisation: 0.0426 }),
  row('2030-02', PRIMAVERA, {
    reservations: 1,
    booked_hours: 0.5,
    workshop_hours: 672,
    revenue: 6.25,
    utilisation: null,
  }),
];

const CSV = '\ufeffmonth,motorcycle_id,motorcycle_name\r\n2030-01,1,\'=HYPERLINK("x")\r\n';

const paramsOf = (call: ApiCall) => Object.fromEntries(new URL(call.url).searchParams);

function fakeApi(rows: MonthlyReportRow[] = ROWS) {
  return mockApi({
    [REPORT]: ({ request }) =>
      request.headers.get('Accept') === 'text/csv'
        ? new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : jsonResponse(200, { success: true, data: rows }),
  });
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderPage = (search = '?from=2030-01&to=2030-02') =>
  renderWithProviders(
    <>
      <ReportsPage />
      <Search />
    </>,
    { path: '/admin/reports', route: `/admin/reports${search}`, signedInAs: ADMIN },
  );

/** A table's rows as the text of their cells. */
function cells(table: HTMLElement, part: 'tbody' | 'tfoot' = 'tbody'): string[][] {
  const section = table.querySelector(part) as HTMLElement;
  return within(section)
    .getAllByRole('row')
    .map((tableRow) =>
      [...tableRow.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
    );
}

// The test window has Node's FormData, which cannot read a <form>; React builds one when a
// submit starts a transition, as showing other months does (the router navigates).
const NodeFormData = globalThis.FormData;
class FormDataOfNoForm extends NodeFormData {
  constructor() {
    super();
  }
}

beforeEach(() => {
  localStorage.clear();
  globalThis.FormData = FormDataOfNoForm;
});

afterEach(() => {
  globalThis.FormData = NodeFormData;
});

describe('reports', () => {
  it('shows one row per motorcycle and month, with the totals of the months', async () => {
    const api = fakeApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'By motorcycle and month' });
    expect(paramsOf(api.callsTo(REPORT)[0] as ApiCall)).toEqual({ from: '2030-01', to: '2030-02' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Month',
      'Motorcycle',
      'Bookings',
      'Cancellations',
      'Booked hours',
      'Workshop hours',
      'Utilisation',
      'Revenue',
    ]);
    expect(cells(table)).toEqual([
      ['January 2030', 'Vespa GTS', '3', '1', '11.5', '0', '1.6%', '$143.75'],
      ['January 2030', 'Vespa Primavera', '0', '0', '0', '0', '0.0%', '$0.00'],
      ['February 2030', 'Vespa GTS', '0', '0', '24', '108', '4.3%', '$300.00'],
      [
        'February 2030',
        'Vespa Primavera',
        '1',
        '0',
        '0.5',
        '672',
        '—none: in the workshop all month',
        '$6.25',
      ],
    ]);
    // Utilisation over the whole range: 36 booked hours of the 744 + 744 + 564 + 0 hours the
    // scooters were out of the workshop.
    expect(cells(table, 'tfoot')).toEqual([['Total', '4', '1', '36', '780', '1.8%', '$450.00']]);
  });

  it('draws revenue and utilisation by month, with the table of the months as its text', async () => {
    fakeApi();
    renderPage();
    const chart = await screen.findByRole('figure', { name: 'Revenue and utilisation by month' });
    // The drawing is a picture of the table beside it: screen readers read the table.
    const drawing = chart.querySelector('svg') as SVGElement;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing.querySelectorAll('rect')).toHaveLength(2);
    const months = within(chart).getByRole('table', { name: 'By month, all motorcycles' });
    expect(cells(months)).toEqual([
      ['January 2030', '3', '1', '11.5', '0', '0.8%', '$143.75'],
      // 24.5 hours of the 564 hours the GTS was out of the workshop (the Primavera never was).
      ['February 2030', '1', '0', '24.5', '780', '4.3%', '$306.25'],
    ]);
    expect(cells(months, 'tfoot')).toEqual([['Total', '4', '1', '36', '780', '1.8%', '$450.00']]);
  });

  it('downloads the CSV the api writes, with the session’s token', async () => {
    const api = fakeApi();
    const downloads = captureDownloads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [call] = api
      .callsTo(REPORT)
      .filter((c) => c.request.headers.get('Accept') === 'text/csv');
    expect(call?.authorization).toBe('Bearer h.p.s');
    expect(paramsOf(call as ApiCall)).toEqual({ from: '2030-01', to: '2030-02' });
    const [file] = downloads.saved;
    expect(file?.name).toBe('vespa-report-2030-01-to-2030-02.csv');
    // Byte for byte what the api sent, its byte order mark included.
    expect(new Uint8Array(await (file?.blob as Blob).arrayBuffer())).toEqual(
      new TextEncoder().encode(CSV),
    );
    // Once saved, the button says Download CSV again (its state settles after the save).
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    downloads.restore();
  });

  it('says so when the CSV cannot be fetched, and saves nothing', async () => {
    mockApi({
      [REPORT]: ({ request }) =>
        request.headers.get('Accept') === 'text/csv'
          ? 'network'
          : jsonResponse(200, { success: true, data: ROWS }),
    });
    const downloads = captureDownloads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Issues !');
    expect(downloads.saved).toEqual([]);
    downloads.restore();
  });

  it('shows the months asked for, and says what is wrong with months it cannot show', async () => {
    const api = fakeApi();
    renderPage();
    await screen.findByRole('table', { name: 'By motorcycle and month' });
    const months = screen.getByRole('form', { name: 'Months of the report' });
    const from = within(months).getByLabelText('From');
    const to = within(months).getByLabelText('To');
    const show = within(months).getByRole('button', { name: 'Show report' });

    await userEvent.clear(to);
    await userEvent.type(to, '2029-12');
    await userEvent.click(show);
    expect(to).toHaveAccessibleDescription(expect.stringContaining('To must not be before From'));
    expect(to).toBeInvalid();

    await userEvent.clear(to);
    await userEvent.type(to, '2032-01');
    await userEvent.click(show);
    expect(to).toHaveAccessibleDescription(
      expect.stringContaining('A report covers at most 24 months'),
    );
    await userEvent.clear(from);
    await userEvent.type(from, 'May');
    await userEvent.click(show);
    expect(from).toHaveAccessibleDescription(
      expect.stringContaining('From must be a month written YYYY-MM, 1970-01 or later'),
    );
    expect(api.callsTo(REPORT)).toHaveLength(1);
    expect(screen.getByTestId('search')).toHaveTextContent('?from=2030-01&to=2030-02');

    await userEvent.clear(from);
    await userEvent.type(from, '2030-03');
    await userEvent.clear(to);
    await userEvent.type(to, '2031-02');
    await userEvent.click(show);
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?from=2030-03&to=2031-02'),
    );
    await waitFor(() => expect(api.callsTo(REPORT)).toHaveLength(2));
    expect(paramsOf(api.callsTo(REPORT)[1] as ApiCall)).toEqual({ from: '2030-03', to: '2031-02' });
    expect(from).toBeValid();
  });

  it('shows the last six months when the address names none', async () => {
    const api = fakeApi([]);
    renderPage('');
    expect(
      await screen.findByRole('heading', { name: 'No motorcycles in these months' }),
    ).toBeVisible();
    const current = todayISO().slice(0, 7);
    expect(paramsOf(api.callsTo(REPORT)[0] as ApiCall)).toEqual({
      from: addMonths(current, -5),
      to: current,
    });
  });

  it('shows the api’s sentences for months it refuses', async () => {
    mockApi({
      [REPORT]: () =>
        jsonResponse(422, { success: false, error: true, message: ['To must not be before From'] }),
    });
    renderPage('?from=2030-05&to=2030-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('To must not be before From');
  });
});
