import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditPage from '../src/audit/AuditPage';
import { changedFields } from '../src/audit/auditDiff';
import { jsonResponse, mockApi, OWNER, renderWithProviders, type ApiCall } from './support';
import { setUpPageTests } from './support/reservations';

const LIST = 'GET /api/v1/admin/audit';
const row = (id: number, extra: object = {}) => ({
  id,
  at: '2026-11-27T09:05:00.000Z',
  actor: { id: 7, name: 'Sam Staff' },
  action: 'reservation.pickup',
  subject: { type: 'reservation', id: 100 + id },
  before: { status: 'confirmed', pickup_odometer_km: null, city: 'Roma' },
  after: { status: 'out', pickup_odometer_km: 120, city: 'Roma' },
  ...extra,
});
const paramsOf = (call: ApiCall) => Object.fromEntries(new URL(call.url).searchParams);

function fakeApi(all: ReturnType<typeof row>[]) {
  return mockApi({
    [LIST]: ({ url }) => {
      const params = new URL(url).searchParams;
      const cursor = params.get('cursor');
      const start = cursor ? all.findIndex((r) => `after-${r.id}` === cursor) + 1 : 0;
      const data = all.slice(start, start + Number(params.get('limit')));
      const more = start + data.length < all.length;
      return jsonResponse(200, {
        success: true,
        data,
        next_cursor: more ? `after-${data.at(-1)!.id}` : null,
      });
    },
  });
}
const renderPage = (search = '', language?: 'it') =>
  renderWithProviders(<AuditPage />, {
    path: '/admin/audit',
    route: `/admin/audit${search}`,
    signedInAs: OWNER,
    language,
  });
const rows = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);

setUpPageTests();

describe('Audit', () => {
  it('shows when on the shop’s clock, who, what, which record and the changed fields', async () => {
    fakeApi([
      row(1),
      row(2, { action: 'something.new', before: null, after: { name: 'Vespa', blocked: true } }),
    ]);
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('table')).toHaveAccessibleName('2 actions, newest first'),
    );
    const [first, second] = await rows();
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 09:05 UTC is 10:05 in Rome, the shop's zone.
    expect(cells[0]).toMatch(/10:05/);
    expect(cells.slice(1)).toEqual([
      'Sam Staff',
      'Hand-over',
      'reservation 101',
      'status: confirmed → outpickup_odometer_km: — → 120',
    ]);
    const secondCells = within(second!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // An action this page does not know is shown as the api names it.
    expect(secondCells[2]).toBe('something.new');
    expect(secondCells[4]).toBe('name: — → Vespablocked: — → yes');
  });

  it('pages with Show more and narrows to one person', async () => {
    const api = fakeApi(Array.from({ length: 55 }, (_, i) => row(i + 1)));
    renderPage();
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(55));
    expect(api.callsTo(LIST).map(paramsOf)).toEqual([
      { limit: '50' },
      { limit: '50', cursor: 'after-50' },
    ]);
    await userEvent.click(
      screen.getAllByRole('link', { name: 'Only the actions of Sam Staff' })[0]!,
    );
    expect(await screen.findByText('Only the actions of Sam Staff.')).toBeInTheDocument();
    expect(paramsOf(api.callsTo(LIST).at(-1)!)).toEqual({ actor: '7', limit: '50' });
  });

  it('speaks Italian', async () => {
    fakeApi([row(1)]);
    renderPage('', 'it');
    expect(await screen.findByRole('heading', { name: 'Registro attività' })).toBeInTheDocument();
    expect(await screen.findByText('Consegna')).toBeInTheDocument();
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ, a deletion’s every field', () => {
    expect(changedFields({ a: 1, b: [1] }, { a: 1, b: [2] })).toEqual([
      { field: 'b', before: [1], after: [2] },
    ]);
    expect(changedFields({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: undefined }]);
  });
});
