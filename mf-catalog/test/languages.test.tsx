import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from 'shared-ui';
import { motorcycle, motorcycles } from './support';
import {
  quoted,
  serveCatalog,
  serveList,
  serveNetworkFailure,
  serveNothingYet,
} from './support/api';
import { setClock } from './support/clock';
import { allowFormSubmits } from './support/formData';
import { renderCatalog } from './support/pages';
import { mockViewport } from './support/viewport';

// The catalog in Italian (its `catalog` namespace, fetched when shown), and a switch in place.

/** The value shown next to a label in the facts list. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mockViewport(false);
});

afterEach(() => {
  jest.restoreAllMocks();
  return act(() => chooseLanguage('en'));
});

describe('the catalog in Italian', () => {
  it('shows the carousel in Italian, then in English in place, where the rider left it', async () => {
    serveList(motorcycles(5));
    renderCatalog('/motorcycles', undefined, 'it');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ULTIMI MODELLI' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Scegli un modello Vespa')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Modelli Vespa' })).toBeInTheDocument();
    expect(screen.getByText('1–3 di 5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Moto successive' }));
    expect(screen.getByText('2–4 di 5')).toBeInTheDocument();

    await act(() => chooseLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'LATEST MODELS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous motorcycles' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2–4 of 5')).toBeInTheDocument();
  });

  it('shows a motorcycle’s details in Italian, with Italian money', async () => {
    serveList([
      motorcycle(4, { name: 'Vespa GTS', price: 7599.9, bookingPricePerHour: 18.5, dayPrice: 45 }),
    ]);
    renderCatalog('/motorcycle/4', undefined, 'it');
    expect(await screen.findByText('Modello', { selector: 'dt' })).toBeInTheDocument();
    // Intl's Italian layout for US dollars, with its no-break space.
    expect(fact('Prezzo di vendita')).toBe('7599,90\u00a0USD');
    expect(fact('Noleggio all’ora')).toBe('18,50\u00a0USD');
    expect(fact('Noleggio al giorno')).toBe('Da 45,00\u00a0USD al giorno');
    expect(screen.getByRole('button', { name: 'Prenota ora' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle moto' })).toBeInTheDocument();
  });

  it('says the kit’s loading, error and empty states in Italian', async () => {
    serveNothingYet();
    const loading = renderCatalog('/motorcycles', undefined, 'it');
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento... le tue moto');
    loading.unmount();

    serveNetworkFailure();
    const failed = renderCatalog('/motorcycles', undefined, 'it');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ops! C’è stato un erroreControlla la connessione e riprova!');
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    failed.unmount();

    serveList([]);
    renderCatalog('/motorcycles', undefined, 'it');
    expect(
      await screen.findByRole('heading', { name: 'Ops! Non ci sono moto' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Puoi aggiungerne una o contattare l’amministratore.'),
    ).toBeInTheDocument();
  });

  it('says in Italian that a motorcycle does not exist', async () => {
    serveList(motorcycles(2));
    renderCatalog('/motorcycle/99', undefined, 'it');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moto non trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Non c’è nessuna moto con l’id “99”/)).toBeInTheDocument();
  });
});

describe('the free Vespas for a time, in Italian', () => {
  // The shop's clock: 1 December 2026, 10:00 in Rome.
  allowFormSubmits();
  beforeEach(() => setClock('2026-12-01T09:00:00Z'));
  afterEach(() => jest.useRealTimers());
  const WINDOW = '/motorcycles?from=2026-12-05T10:00&to=2026-12-05T13:00';

  it('asks Quando?, lists the free ones with their price and says how many are taken', async () => {
    serveCatalog({
      free: { data: [quoted(motorcycle(2), 37.5), quoted(motorcycle(3), 37.5)], taken: 1 },
    });
    renderCatalog(WINDOW, undefined, 'it');
    expect(await screen.findByRole('heading', { name: 'Quando?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Giorno')).toHaveValue('2026-12-05');
    expect(screen.getByLabelText('Ora di inizio')).toHaveValue('10:00');
    expect(screen.getByRole('group', { name: 'Durata' })).toBeInTheDocument();
    expect(
      await screen.findByText('2 Vespa sono libere in quell’orario. 1 è già prenotata.'),
    ).toBeInTheDocument();
    const [card] = screen.getAllByRole('listitem');
    // toHaveTextContent reads Intl's no-break space as a space.
    expect(card).toHaveTextContent('37,50 USD per il tuo orario');
    expect(card).toHaveTextContent('12,50 USD all’ora');
    expect(screen.getByRole('button', { name: 'Qualsiasi orario' })).toBeInTheDocument();
  });

  it('says no Vespa is free at that time', async () => {
    serveCatalog({ free: { data: [], taken: 4 } });
    renderCatalog(WINDOW, undefined, 'it');
    expect(
      await screen.findByRole('heading', { name: 'Nessuna Vespa è libera in quell’orario' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Prova un altro orario: un altro giorno, un inizio più tardi o un giro più breve.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/4 sono già prenotate\./)).toBeInTheDocument();
  });

  it('says what is wrong with a window in Italian, and sends nothing', async () => {
    const api = serveCatalog({ list: motorcycles(2) });
    renderCatalog('/motorcycles', undefined, 'it');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Più di un giorno' }));
    await userEvent.type(screen.getByLabelText('Dal giorno'), '2026-12-05');
    await userEvent.type(screen.getByLabelText('Dalle ore'), '10:00');
    await userEvent.type(screen.getByLabelText('Al giorno'), '2026-12-05');
    await userEvent.type(screen.getByLabelText('Alle ore'), '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra le Vespa libere' }));
    expect(await screen.findByText('«Al» deve venire dopo «Dal»')).toBeInTheDocument();
    expect(screen.getByLabelText('Alle ore')).toHaveAccessibleDescription(
      '«Al» deve venire dopo «Dal»',
    );
    expect(api.windowsAsked()).toEqual([]);
  });
});
