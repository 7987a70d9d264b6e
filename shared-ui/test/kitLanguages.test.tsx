import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  CardRow,
  CardTable,
  chooseLanguage,
  ConfirmDialog,
  ErrorState,
  FallbackImage,
  ReservationCells,
  ShowMore,
} from '../src';

// The kit's own words in the language shown (docs/ARCHITECTURE.md, "Languages"); their English,
// the spec's, is held by kit.test.tsx and cardTable.test.tsx. Italian arrives a moment after the
// switch, as in the browser: findBy….
afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

const ride = { motorcycle_name: 'Vespa GTS', city: 'Firenze', duration: 2.5, total: 41.7 };

function Kit() {
  const ignore = () => undefined;
  return (
    <>
      <ErrorState onRetry={ignore} />
      <ConfirmDialog open question="Annullare?" onYes={ignore} onNo={ignore} />
      <FallbackImage src="" alt="Vespa" fallbackAlt="Vespa: nessuna foto" />
      <CardTable caption="1 corsa" columns={[]}>
        <CardRow>
          <ReservationCells reservation={ride} currency="EUR" />
        </CardRow>
      </CardTable>
    </>
  );
}

it('says its error state, Retry, YES/NO, missing picture and a ride’s cells in Italian, and English again in place', async () => {
  await act(() => chooseLanguage('it'));
  render(<Kit />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ops! C’è stato un erroreControlla la connessione e riprova!');
  expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  const dialog = screen.getByRole('dialog', { name: 'Annullare?' });
  expect(within(dialog).getByRole('button', { name: 'SÌ' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'NO' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Vespa: nessuna foto' })).toHaveTextContent(
    'Immagine non disponibile',
  );
  const cells = within(screen.getByRole('table', { name: '1 corsa' })).getAllByRole('cell');
  expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
    ['Moto', 'Vespa GTS'],
    ['Città', 'Firenze'],
    ['Durata', '2,5 ore'],
    ['Totale', '41,70\u00a0€'],
  ]);

  await act(() => chooseLanguage('en'));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Upss! There is an ErrorPlease Check your Connection and try Again!',
  );
  expect(screen.getByRole('button', { name: 'YES' })).toBeInTheDocument();
  expect(screen.getByText('Image not available')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '2.5 hours' })).toHaveAttribute('data-label', 'Duration');
});

it('says Show more’s wait and failure in Italian', async () => {
  await act(() => chooseLanguage('it'));
  const list = { hasNextPage: true, isFetchNextPageError: false, fetchNextPage: jest.fn() };
  const props = {
    label: 'Mostra le corse precedenti',
    count: 10,
    loadedText: () => '',
    endText: 'Nessuna corsa precedente.',
  };
  const { rerender } = render(<ShowMore {...props} list={{ ...list, isFetchingNextPage: true }} />);
  expect(await screen.findByRole('button', { name: 'Caricamento...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  rerender(
    <ShowMore
      {...props}
      list={{ ...list, isFetchingNextPage: false, isFetchNextPageError: true }}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('Ops! C’è stato un errore')).toBeInTheDocument();
  fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
  expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
});
