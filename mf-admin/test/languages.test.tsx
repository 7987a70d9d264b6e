import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from 'shared-ui';
import AddMotorcyclePage from '../src/add/AddMotorcyclePage';
import DeletePage from '../src/delete/DeletePage';
import EditMotorcyclePage from '../src/edit/EditMotorcyclePage';
import FleetPage from '../src/fleet/FleetPage';
import ReportsPage from '../src/reports/ReportsPage';
import TodayPage from '../src/today/TodayPage';
import { block, deskApi, ride, setShopClock } from './support/desk';
import { fakeApi, renderPage, reservation, rows, setUpPageTests } from './support/reservations';
import { ADMIN, jsonResponse, listOf, mockApi, motorcycle, renderWithProviders } from './support';

// The admin pages in Italian, for shop staff (docs/ARCHITECTURE.md, "Languages"); their English
// is the other suites' (the spec's words). Italian arrives a moment after the render: findBy….
const rider = (id: number, name: string) => ({ id, name, email: `${id}@example.test` });
const IT = { signedInAs: ADMIN, language: 'it' } as const;

setUpPageTests();
afterEach(() => jest.useRealTimers());

describe('the admin pages in Italian', () => {
  it('shows Today’s lists, rows, steps and dialog in Italian, and English again in place', async () => {
    setShopClock('2030-12-03T11:30');
    deskApi([
      ride(1, { date: '2030-12-02T14:00', duration: 4, status: 'out', user: rider(1, 'Ann') }),
      ride(3, { date: '2030-12-03T10:00', duration: 3, user: rider(3, 'Cy'), motorcycle_id: 2 }),
      ride(5, { date: '2030-12-03T15:00', duration: 2, user: rider(5, 'Eve'), motorcycle_id: 3 }),
      ride(7, {
        date: '2030-12-03T07:00',
        duration: 2,
        status: 'returned',
        late_minutes: 12,
        user: rider(7, 'Gus'),
        motorcycle_id: 3,
      }),
    ]);
    renderWithProviders(<TodayPage />, { path: '/admin/today', ...IT });
    expect(await screen.findByRole('heading', { name: 'Oggi' })).toBeInTheDocument();
    expect(screen.getByText(/^Al banco, martedì 3 dicembre:/)).toBeInTheDocument();
    const overdue = (await screen.findByRole('heading', { name: 'Rientri in ritardo (1)' }))
      .parentElement as HTMLElement;
    expect(within(overdue).getByRole('listitem')).toHaveTextContent(
      'Entro lun 2 dic, 18:00Vespa GTS AnnIn corso, in ritardo17 ore 30 minuti di ritardoRientro',
    );
    const pickups = screen.getByRole('heading', { name: 'Consegne (2)' })
      .parentElement as HTMLElement;
    expect(
      within(pickups)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '07:00Vespa Sprint GusRientrataRientrata: 12 minuti di ritardoDettagli',
      '15:00Vespa Sprint EveConfermataConsegna',
    ]);
    expect(screen.getByRole('heading', { name: 'Rientri (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Consegna Vespa Primavera a Cy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cy: Vespa Primavera' });
    expect(within(dialog).getByText('martedì 3 dicembre, 10:00 – 13:00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Contachilometri (km)')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Consegna' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Consegna' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));

    await act(() => chooseLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Pickups (2)' })).toBeInTheDocument();
    expect(screen.getByText(/^Tuesday, December 3 at the desk/)).toBeInTheDocument();
  });

  it('shows All reservations in Italian: its table, filters, statuses, Cancel and its question', async () => {
    fakeApi([
      reservation(1, { status: 'confirmed' }),
      reservation(2, { status: 'cancelled', cancelled_at: '2026-01-10T09:30:00.000Z' }),
    ]);
    renderPage('', undefined, 'it');
    expect(await screen.findByRole('heading', { name: 'Tutte le prenotazioni' })).toBeVisible();
    expect(
      await screen.findByRole('table', { name: '2 prenotazioni, dalla più vicina' }),
    ).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Cliente', 'Inizio', 'Stato']));
    const [first, second] = await rows();
    expect(within(first as HTMLElement).getByText('Confermata')).toBeInTheDocument();
    expect(second).toHaveTextContent(/Annullata il 10 gen 2026/);
    const search = screen.getByRole('search', { name: 'Filtra le prenotazioni' });
    expect(within(search).getByLabelText('Moto')).toHaveDisplayValue('Tutte le moto');
    expect(within(search).getByLabelText('Stato')).toHaveDisplayValue('Tutte');
    expect(within(search).getByRole('button', { name: 'Applica filtri' })).toBeInTheDocument();

    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: /^Annulla Vespa GTS di Rider 1/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Annullare questa prenotazione?' });
    expect(dialog).toHaveTextContent(
      /La prenotazione di Rider 1 \(Vespa GTS, Rome, .+\) sarà annullata/,
    );
  });

  it('shows the fleet timeline’s week, colours and bars in Italian', async () => {
    setShopClock('2030-12-03T09:00');
    deskApi([ride(1, { user: rider(1, 'Rita') })], [block(2)]);
    renderWithProviders(<FleetPage />, { path: '/admin/fleet', ...IT });
    expect(
      await screen.findByRole('heading', { name: '2 dicembre – 8 dicembre 2030' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settimana dopo' })).toBeInTheDocument();
    const colours = screen.getByRole('list', { name: 'Colori' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Confermata', 'In corso', 'In corso, in ritardo', 'Rientrata', 'In officina']);
    const grid = await screen.findByRole('grid', { name: '2 dicembre – 8 dicembre 2030' });
    expect(
      within(grid).getByRole('button', {
        name: 'Vespa GTS, martedì 3 dicembre, 10:00 – 13:00, Rita, confermata',
      }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', {
        name: 'Vespa Primavera, mercoledì 4 dicembre, 09:00 – 17:00, in officina: brake pads',
      }),
    ).toBeInTheDocument();
  });

  it('shows the delete list and its question in Italian (the spec’s question stays its own)', async () => {
    mockApi({ 'GET /api/v1/motorcycles': listOf([motorcycle(1, { name: 'Vespa GTS' })]) });
    renderWithProviders(<DeletePage />, { path: '/delete', ...IT });
    expect(await screen.findByRole('heading', { name: 'Elimina una moto' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Modifica Vespa GTS' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Vespa GTS' }));
    expect(
      screen.getByRole('dialog', { name: 'Vuoi davvero eliminare questa moto?' }),
    ).toBeVisible();
  });

  it('shows the add and edit pages’ titles, buttons and workshop in Italian', async () => {
    mockApi({
      'GET /api/v1/motorcycles': () =>
        jsonResponse(200, { success: true, data: [motorcycle(3, { name: 'Vespa GTS' })] }),
    });
    const add = renderWithProviders(<AddMotorcyclePage />, { path: '/motorcycle/new', ...IT });
    expect(await screen.findByRole('heading', { name: 'Aggiungi una moto' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aggiungi moto' })).toBeInTheDocument();
    add.unmount();

    renderWithProviders(<EditMotorcyclePage />, {
      path: '/motorcycle/:id/edit',
      route: '/motorcycle/3/edit',
      ...IT,
    });
    expect(await screen.findByRole('heading', { name: 'Modifica una moto' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Salva modifiche' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Officina' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'calendario della flotta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Metti fuori servizio' })).toBeInTheDocument();
  });

  it('shows Reports in Italian: its months, columns, figures and CSV button', async () => {
    const figures = { reservations: 3, cancellations: 1, booked_hours: 11.5, workshop_hours: 0 };
    mockApi({
      'GET /api/v1/admin/reports/monthly': () =>
        jsonResponse(200, {
          success: true,
          data: [
            {
              month: '2030-01',
              motorcycle_id: 1,
              motorcycle_name: 'Vespa GTS',
              ...figures,
              revenue: 143.75,
              utilisation: 0.0157,
            },
          ],
        }),
    });
    renderWithProviders(<ReportsPage />, {
      path: '/admin/reports',
      route: '/admin/reports?from=2030-01&to=2030-02',
      ...IT,
    });
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeVisible();
    expect(screen.getByText(/: da gennaio 2030 a febbraio 2030\. /)).toBeInTheDocument();
    const byMonth = await screen.findByRole('table', { name: 'Per mese, tutte le moto' });
    expect(
      within(byMonth)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mese',
      'Prenotazioni',
      'Annullamenti',
      'Ore prenotate',
      'Ore in officina',
      'Utilizzo',
      'Incassi',
    ]);
    const january = within(byMonth).getByRole('rowheader', { name: 'gennaio 2030' });
    // 3 bookings, 1 cancellation, 11,5 booked hours, 0 in the workshop, 11,5 of 744 hours.
    expect(january.parentElement).toHaveTextContent(/^gennaio 20303111,501,5%/);
    expect(screen.getByRole('button', { name: 'Scarica CSV' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mesi del report' })).toBeInTheDocument();
  });
});
