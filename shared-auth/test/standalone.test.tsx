import { act, screen } from '@testing-library/react';
import { loggedIn, store } from '../src';
import { DEV_SIGN_IN_HEADING, renderStandalone } from '../src/dev/StandaloneApp';
import { renderStandaloneNotice } from '../src/standalone/StandaloneNotice';
import { RIDER, TEST_TOKEN } from '../src/testing';

// A remote opened on its own origin (its src/bootstrap.tsx): in production a notice that its pages
// open inside the app; in development its pages behind a sign-in form.

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

it("production: the remote's name as the page's heading, and where its pages open", async () => {
  await act(async () =>
    renderStandaloneNotice(
      'Vespa Rentals: catalog',
      'The carousel opens inside Vespa Rentals, where you sign in.',
    ),
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'Vespa Rentals: catalog' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('The carousel opens inside Vespa Rentals, where you sign in.'),
  ).toBeInTheDocument();
});

it('development: the sign-in form, then the page the address names', async () => {
  window.history.pushState({}, '', '/motorcycle/7');
  await act(() =>
    renderStandalone({
      '/motorcycles': Promise.resolve({ default: () => <h1>The carousel</h1> }),
      '/motorcycle/:id': Promise.resolve({ default: () => <h1>One motorcycle</h1> }),
    }),
  );
  expect(screen.getByRole('heading', { name: DEV_SIGN_IN_HEADING })).toBeInTheDocument();
  act(() => {
    store.dispatch(loggedIn({ success: true, message: '', user: RIDER, token: TEST_TOKEN }));
  });
  expect(await screen.findByRole('heading', { name: 'One motorcycle' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: DEV_SIGN_IN_HEADING })).not.toBeInTheDocument();
});
