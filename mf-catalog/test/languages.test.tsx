import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from 'shared-ui';
import { motorcycle, motorcycles } from './support';
import { serveList, serveNetworkFailure, serveNothingYet } from './support/api';
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
    serveList([motorcycle(4, { name: 'Vespa GTS', price: 7599.9, bookingPricePerHour: 18.5 })]);
    renderCatalog('/motorcycle/4', undefined, 'it');
    expect(await screen.findByText('Modello', { selector: 'dt' })).toBeInTheDocument();
    // Intl's Italian layout for US dollars, with its no-break space.
    expect(fact('Prezzo di vendita')).toBe('7599,90\u00a0USD');
    expect(fact('Noleggio all’ora')).toBe('18,50\u00a0USD');
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
