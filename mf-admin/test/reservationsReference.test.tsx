import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  fakeApi,
  paramsOf,
  renderPage,
  reservation,
  setUpPageTests,
  table,
} from './support/reservations';

// The desk's Reference field on All reservations: the reference typed as the rider says it lists
// that reservation alone (GET /api/v1/admin/reservations?reference=N).

setUpPageTests();

const ENGLISH = {
  field: 'Reference',
  apply: 'Apply filters',
  noReference: (n: number) => `No reservation has the reference ${n}.`,
  noNumber: "Type the reference's number, such as 12 or #12.",
};
const ITALIAN = {
  field: 'Riferimento',
  apply: 'Applica filtri',
  noReference: (n: number) => `Nessuna prenotazione ha il riferimento ${n}.`,
  noNumber: 'Scriva il numero del riferimento, per esempio 12 o #12.',
};

async function search(words: typeof ENGLISH, typed: string) {
  const field = screen.getByLabelText(words.field);
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole('button', { name: words.apply }));
}

describe.each([
  ['English', undefined, ENGLISH, ['12', '#12', 'Reference 12', 'Your reference: 12']],
  ['Italian', 'it' as const, ITALIAN, ['Riferimento 12', 'Il tuo riferimento: 12', '# 012']],
])('the Reference field in %s', (_name, language, words, typings) => {
  it.each(typings)('reads %j and lists that reservation alone', async (typed) => {
    const api = fakeApi([reservation(11), reservation(12), reservation(13)]);
    renderPage('?status=confirmed', undefined, language);
    await table();
    await search(words, typed);
    await waitFor(() =>
      expect(paramsOf(api.listCalls().at(-1)!)).toMatchObject({ reference: '12' }),
    );
    // The reference alone: the other filters are let go.
    expect(paramsOf(api.listCalls().at(-1)!)).toEqual({ reference: '12', limit: '50' });
    expect(currentSearch()).toBe('?reference=12');
    await waitFor(async () => expect(await screen.findAllByRole('row')).toHaveLength(2));
    // The form shows what the list shows: the reference's number.
    expect(screen.getByLabelText(words.field)).toHaveValue('12');
  });

  it('says so when no reservation has the reference', async () => {
    fakeApi([reservation(1)]);
    renderPage('', undefined, language);
    await table();
    await search(words, '99');
    expect(await screen.findByText(words.noReference(99))).toBeInTheDocument();
  });

  it('says what to type when the field holds no number, and asks the api nothing', async () => {
    const api = fakeApi([reservation(1)]);
    renderPage('', undefined, language);
    await table();
    await search(words, 'Rossi');
    expect(await screen.findByText(words.noNumber)).toBeInTheDocument();
    expect(screen.getByLabelText(words.field)).toHaveAccessibleDescription(
      expect.stringContaining(words.noNumber),
    );
    expect(api.listCalls()).toHaveLength(1);
    expect(currentSearch()).toBe('');
  });
});

it('starts from a reference in the address', async () => {
  const api = fakeApi([reservation(4), reservation(5)]);
  renderPage('?reference=5');
  expect(await table()).toHaveAccessibleName('1 reservation, earliest first');
  expect(paramsOf(api.listCalls()[0]!)).toEqual({ reference: '5', limit: '50' });
  expect(screen.getByLabelText('Reference')).toHaveValue('5');
});
