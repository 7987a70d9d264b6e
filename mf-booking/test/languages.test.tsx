import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from 'shared-ui';
import ReservePage from '../src/reserve/ReservePage';
import { jsonResponse, mockApi, renderWithProviders, RIDER } from './support';
import { AVAILABILITY, availabilityOf, formRoutes, reservationPages } from './support/api';
import { FEED, freshFeedUrls, renderReservationsPage } from './support/calendar-feed';
import { daysFromToday, setClock } from './support/clock';
import { MILAN, ROME, TURIN } from './support/reservations';
import { spokenText, visibleText } from './support/text';

// The booking pages in Italian (the `booking` namespace, fetched when shown: findBy…), and a
// switch in place; their English is the other suites' (docs/ARCHITECTURE.md, "Languages").
beforeEach(() => setClock('2026-11-23T10:00:00Z'));

afterEach(() => {
  jest.useRealTimers();
  return act(() => chooseLanguage('en'));
});

const renderForm = () =>
  renderWithProviders(<ReservePage />, {
    path: '/reserve/new',
    signedInAs: RIDER,
    language: 'it',
  });

/** Italian money as Intl writes it, "31,25 USD" (Testing Library reads its no-break space as a space). */
const usd = (amount: string) => `${amount} USD`;

describe('the reserve form in Italian', () => {
  it('asks, quotes and books in Italian, and keeps what was typed when switched to English', async () => {
    mockApi(formRoutes());
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Prenota una Vespa' })).toBeInTheDocument();
    expect(screen.getByText('Scegli una Vespa, la città in cui guiderai e quando.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Città'), 'Roma');
    const select = screen.getByLabelText('Moto');
    expect(await within(select).findByRole('option', { name: 'Scegli una moto' })).toBeVisible();
    // A live region's line: put in a moment after the region mounts, so screen readers announce it.
    expect(
      await screen.findByText(/^Da completare per Prenota ora: una moto, la data e la durata\.$/),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Vespa Primavera');
    expect(screen.getByText(`Noleggio: ${usd('12,50')} all’ora`)).toBeInTheDocument();
    expect(await screen.findByText('Libera per le prossime 6 settimane')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Più di un giorno' })).not.toBeChecked();
    const length = screen.getByRole('group', { name: 'Durata' });
    expect(within(length).getByLabelText('Minuti')).toHaveAccessibleDescription(
      'Quanto guiderai: 2 h 30 min sono 2,5 ore.',
    );
    // 11:00 in Rome (the clock of beforeEach): the start is the next whole hour.
    const start = screen.getByLabelText('Ora di ritiro');
    expect(start).toHaveValue('12:00');
    await userEvent.clear(start);
    await userEvent.type(screen.getByLabelText('Data'), daysFromToday(3));
    expect(
      screen.getByText('Da completare per Prenota ora: l’ora di ritiro e la durata.'),
    ).toBeInTheDocument();
    await userEvent.type(start, '09:30');
    expect(screen.getByText('Da completare per Prenota ora: la durata.')).toBeInTheDocument();
    await userEvent.type(within(length).getByLabelText('Ore'), '2');
    await userEvent.type(within(length).getByLabelText('Minuti'), '30');
    const total = screen.getByText('Totale').parentElement as HTMLElement;
    expect(total).toHaveTextContent(`Totale${usd('31,25')}`);
    expect(screen.getByText('Durata', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '2 h 30 min',
    );
    expect(screen.getByRole('button', { name: 'Prenota ora' })).toBeInTheDocument();

    await act(() => chooseLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Reserve a Vespa' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Roma');
    expect(screen.getByLabelText('Motorcycle')).toHaveDisplayValue('Vespa Primavera');
    expect(screen.getByLabelText('Date')).toHaveValue(daysFromToday(3));
    expect(screen.getByLabelText('Start time')).toHaveValue('09:30');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Total$31.25');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('says in Italian when the chosen Vespa is taken, and why it cannot be booked', async () => {
    mockApi(
      formRoutes({
        [AVAILABILITY]: availabilityOf([
          { start: `${daysFromToday(3)}T00:00`, end: `${daysFromToday(4)}T00:00` },
          { start: `${daysFromToday(5)}T10:00`, end: `${daysFromToday(5)}T12:30` },
          {
            start: `${daysFromToday(6)}T00:00`,
            end: `${daysFromToday(7)}T00:00`,
            kind: 'workshop',
          },
        ]),
      }),
    );
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText('Moto'), 'Vespa GTS');
    const taken = await screen.findByRole('region', { name: 'Quando questa Vespa è occupata' });
    expect(
      within(taken).getByText(
        'Nelle prossime 6 settimane la Vespa GTS è occupata in questi orari (ora locale):',
      ),
    ).toBeInTheDocument();
    const items = within(taken).getAllByRole('listitem');
    expect(items.map(visibleText)).toEqual([
      'gio 26 nov, tutto il giorno',
      'sab 28 nov, 10:00–12:30',
      'dom 29 nov, tutto il giorno: In officina',
    ]);
    expect(spokenText(items[1] as HTMLElement)).toBe('sab 28 nov, 10:00 fino a 12:30');
    await userEvent.type(screen.getByLabelText('Data'), daysFromToday(3));
    await userEvent.type(screen.getByLabelText('Ore'), '1');
    const takenSentence = 'Già prenotata in quell’orario: scegli un altro orario o un’altra Vespa';
    expect(screen.getByText(takenSentence)).toBeInTheDocument();
    // A start earlier today, on the shop's clock (11:00 in Rome), in the rules' Italian.
    await userEvent.clear(screen.getByLabelText('Data'));
    await userEvent.type(screen.getByLabelText('Data'), daysFromToday(0));
    await userEvent.clear(screen.getByLabelText('Ora di ritiro'));
    await userEvent.type(screen.getByLabelText('Ora di ritiro'), '10:00');
    expect(screen.getByLabelText('Ora di ritiro')).toHaveAccessibleDescription(
      /^La data non può essere nel passato/,
    );
    await userEvent.clear(screen.getByLabelText('Ore'));
    await userEvent.type(screen.getByLabelText('Ore'), '30');
    expect(
      screen.getByText(
        'Inserisci ore intere fino a 23 e minuti fino a 59; per un giro più lungo, scegli Più di un giorno.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the rules’ sentences in the reserve form', () => {
  it('says a past date in Italian, and re-reads it in English on a switch', async () => {
    mockApi(formRoutes());
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText('Moto'), 'Vespa Primavera');
    await userEvent.type(screen.getByLabelText('Data'), daysFromToday(-1));
    await userEvent.type(screen.getByLabelText('Ore'), '2');
    expect(screen.getByText('La data non può essere nel passato')).toBeInTheDocument();
    expect(screen.getByLabelText('Data')).toHaveAccessibleDescription(
      'La data non può essere nel passato',
    );

    await act(() => chooseLanguage('en'));
    expect(screen.getByText("Date can't be in the past")).toBeInTheDocument();
  });

  it('says a missing city in Italian when Book Now is pressed', async () => {
    mockApi(formRoutes());
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText('Moto'), 'Vespa Primavera');
    await userEvent.type(screen.getByLabelText('Data'), daysFromToday(3));
    await userEvent.type(screen.getByLabelText('Ore'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota ora' }));
    expect(screen.getByLabelText('Città')).toHaveAccessibleDescription('Città: campo obbligatorio');
    expect(screen.getByLabelText('Città')).toHaveFocus();
  });
});

describe('My reservations in Italian', () => {
  it('lists the rides, cancels after an Italian question, and pages the earlier rides', async () => {
    const earlier = Array.from({ length: 18 }, (_, i) => ({ ...TURIN, id: 100 + i }));
    const riding = {
      ...ROME,
      id: 4,
      date: daysFromToday(-1),
      duration: 48,
      status: 'out' as const,
    };
    mockApi({
      'GET /api/v1/reservations': reservationPages(() => [ROME, MILAN, riding, ...earlier]),
    });
    renderReservationsPage('it');
    const table = await screen.findByRole('table', {
      name: 'Le tue prenotazioni: prima le prossime, poi le passate',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie prenotazioni' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'Moto', 'Città', 'Durata', 'Totale', 'Azioni']);
    const [rome, milan, out, turin] = within(table).getAllByRole('row').slice(1);
    expect(within(milan as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      'gio 31 dic 2026, 22:00 fino a sab 2 gen 2027, 10:00',
    );
    expect(out).toHaveTextContent('In corso');
    expect(turin).toHaveTextContent('Conclusa');
    expect(
      within(rome as HTMLElement).getByRole('button', {
        name: 'Aggiungi al calendario: Vespa Primavera, mar 24 nov 2026',
      }),
    ).toHaveTextContent('Aggiungi al calendario');

    await userEvent.click(
      within(rome as HTMLElement).getByRole('button', {
        name: 'Annulla la prenotazione: Vespa Primavera, mar 24 nov 2026',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Vuoi davvero annullare questa prenotazione?',
    });
    expect(dialog).toHaveTextContent(
      'Vespa Primavera a Rome, mar 24 nov 2026. Il suo orario torna subito libero per gli altri.',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Mostra i giri precedenti' }));
    expect(
      await screen.findByText('1 giro precedente caricato, 21 in elenco.'),
    ).toBeInTheDocument();
    const calendar = screen.getByRole('region', { name: 'I tuoi giri nel tuo calendario' });
    expect(
      within(calendar).getByRole('button', { name: 'Iscriviti dalla tua app di calendario' }),
    ).toBeInTheDocument();
  });

  it('offers an Italian calendar link, and asks in Italian before turning it off', async () => {
    mockApi({
      'GET /api/v1/reservations': reservationPages(() => []),
      [FEED]: freshFeedUrls(),
      'DELETE /api/v1/calendar/feed': () => jsonResponse(200, { success: true, message: 'ok' }),
    });
    renderReservationsPage('it');
    const hint = await screen.findByText(/^Prenota il tuo primo giro dal/);
    expect(within(hint).getByRole('link', { name: 'modulo di prenotazione' })).toHaveAttribute(
      'href',
      '/reserve/new',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Iscriviti dalla tua app di calendario' }),
    );
    expect(await screen.findByLabelText('Il tuo link privato del calendario')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copia link' }));
    expect(screen.getByRole('button', { name: 'Sostituisci link' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disattiva il link del calendario' }));
    expect(
      screen.getByRole('dialog', { name: 'Disattivare il link del calendario?' }),
    ).toHaveTextContent(/^.*La tua app di calendario smette subito di ricevere i tuoi giri/);
  });
});
