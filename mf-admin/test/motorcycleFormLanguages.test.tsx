import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from 'shared-ui';
import AddMotorcyclePage from '../src/add/AddMotorcyclePage';
import { ADMIN, jsonResponse, mockApi, renderWithProviders } from './support';

// The add and edit forms' motorcycle form in Italian: its labels, hints and preview from the
// `admin` catalogue, each field's problem from the rules catalogue (shared-domain), as the api
// says it in Italian. Its English is addMotorcycle.test.tsx's and editMotorcycle.test.tsx's.

const POST = 'POST /api/v1/motorcycles';

beforeEach(() => localStorage.clear());

const renderInItalian = () =>
  renderWithProviders(<AddMotorcyclePage />, {
    path: '/motorcycle/new',
    signedInAs: ADMIN,
    language: 'it',
  });

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe('the motorcycle form in Italian', () => {
  it('names its groups, fields and hints in Italian, and shows the preview’s place', async () => {
    renderInItalian();
    expect(await screen.findByRole('group', { name: 'La moto' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Prezzi in dollari USA' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Foto e descrizione' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tutti i campi sono obbligatori tranne la tariffa giornaliera e la descrizione.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Almeno 2 caratteri');
    expect(screen.getByLabelText('Numero di telaio')).toHaveAccessibleDescription(
      'Diverso per ogni moto',
    );
    expect(screen.getByLabelText('Prezzo orario')).toHaveAccessibleDescription(
      'Per un’ora, es. 12.5',
    );
    expect(screen.getByLabelText('Descrizione (facoltativa)')).not.toBeRequired();
    expect(screen.getByLabelText('Tariffa giornaliera (facoltativa)')).toHaveAccessibleDescription(
      'Il massimo che costano 24 ore di noleggio iniziate, es. 45; vuota: solo a ore',
    );
    expect(screen.getByLabelText('Cauzione')).toHaveAccessibleDescription(
      'Trattenuta alla consegna, es. 200; 0 se nessuna',
    );
    expect(screen.getByText('La foto compare qui quando il link è completo.')).toBeInTheDocument();
    expect(screen.getByText('Anteprima')).toBeInTheDocument();
  });

  it('says what each field needs in Italian, sending nothing, and in English after a switch', async () => {
    const api = mockApi({ [POST]: () => jsonResponse(500, {}) });
    renderInItalian();
    await fillIn({
      Nome: 'V',
      Modello: 'Test 125',
      Marca: 'Vespa',
      Colore: 'Verde',
      'Prezzo orario': '-1',
      'Tariffa giornaliera (facoltativa)': '0',
      Prezzo: '10.255',
      'Link immagine': 'vespa.png',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi moto' }));

    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    for (const message of [
      'Nome: troppo corto (minimo 2 caratteri)',
      'Numero di telaio: campo obbligatorio',
      'Prezzo orario: deve essere maggiore di 0',
      'Tariffa giornaliera: deve essere maggiore di 0',
      'Prezzo: al massimo 2 decimali',
      'Link immagine: deve essere un URL http(s) o un percorso che inizia con /images/',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    await act(() => chooseLanguage('en'));
    expect(await screen.findByText("Chassis number can't be blank")).toBeInTheDocument();
    expect(screen.getByLabelText('Booking price per hour')).toHaveAccessibleDescription(
      expect.stringContaining('Booking price per hour must be greater than 0'),
    );
  });
});
