import { act, render, screen, within } from '@testing-library/react';
import { chooseLanguage, MessageBox } from '../src';
import english from '../src/locales/en/messages.json';

// A store message in the language shown (docs/ARCHITECTURE.md, "Languages"): the store keeps
// shared-auth's own sentences in English, MessageBox says them in Italian when Italian is shown,
// and an api's sentence, already in the request's language, as it came. Italian arrives a moment
// after the switch, as in the browser: findBy….
afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

it('says shared-auth’s sentences in Italian, and their English again in place from a switch', async () => {
  await act(() => chooseLanguage('it'));
  render(
    <MessageBox
      message={['Connection Issues !', 'Your session has ended. Please log in again.']}
      error
    />,
  );
  const alert = await screen.findByRole('alert');
  expect(await within(alert).findByText('Problemi di connessione!')).toBeInTheDocument();
  expect(
    within(alert).getByText('La sessione è scaduta. È necessario accedere di nuovo.'),
  ).toBeInTheDocument();

  await act(() => chooseLanguage('en'));
  // The same alert, re-rendered: the store's English, word for word.
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual(['Connection Issues !', 'Your session has ended. Please log in again.']);
});

it('says a success of shared-auth’s in Italian from its live region', async () => {
  await act(() => chooseLanguage('it'));
  render(<MessageBox message="Created Your Account" error={false} />);
  const region = screen.getByRole('status');
  expect(await within(region).findByText('Account creato')).toBeInTheDocument();
});

it.each(['en', 'it'] as const)(
  'shows an api sentence as it came in %s, even one i18next would read as another key',
  async (language) => {
    await act(() => chooseLanguage(language));
    // i18next's t would read 'ui:retry' as the kit's key, '$t(…)' as a key nested in a sentence.
    const api = ['Email o password non validi', 'ui:retry', 'Premi $t(ui:retry)', 'Logout'];
    render(<MessageBox message={api} error />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(api);
  },
);

it('keys the messages catalogue by the English the store keeps: English says each as itself', () => {
  expect(Object.entries(english).filter(([key, sentence]) => key !== sentence)).toEqual([]);
});
