import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  fakeApi,
  paramsOf,
  renderPage,
  reservation,
  rows,
  setUpPageTests,
} from './support/reservations';

// The desk finds a ride by its rider on All reservations: any word of a name, or the start of an
// email or phone (GET /api/v1/admin/reservations?rider=…), kept in the page's address like the
// other filters.

setUpPageTests();

const riders = () => [
  reservation(1, { user: { id: 5, name: 'Maria Rossi', email: 'maria@example.test' } }),
  reservation(2, { user: { id: 6, name: 'Luca Verdi', email: 'luca@example.test' } }),
];

describe.each([
  ['English', undefined, { field: 'Rider', apply: 'Apply filters' }],
  ['Italian', 'it' as const, { field: 'Cliente', apply: 'Applica filtri' }],
])('the Rider filter in %s', (_name, language, words) => {
  it('lists the rides of the riders whose name starts so, and keeps it in the address', async () => {
    const api = fakeApi(riders());
    renderPage('', undefined, language);
    expect(await rows()).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(words.field), ' Mar ');
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    await waitFor(() => expect(paramsOf(api.listCalls().at(-1)!)).toMatchObject({ rider: 'Mar' }));
    expect(currentSearch()).toBe('?rider=Mar');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(within((await rows())[0]!).getByText('Maria Rossi')).toBeInTheDocument();
  });
});

it('starts from a rider in the address', async () => {
  const api = fakeApi(riders());
  renderPage('?rider=luca');
  await waitFor(async () => expect(await rows()).toHaveLength(1));
  expect(paramsOf(api.listCalls()[0]!)).toMatchObject({ rider: 'luca' });
  expect(screen.getByLabelText('Rider')).toHaveValue('luca');
});
