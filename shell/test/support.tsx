import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, type RenderWithProvidersOptions } from 'shared-auth/testing';
import type { User } from 'shared-domain';
import { AppRoutes } from '../src/app/AppRoutes';
import { loadLaterParts } from '../src/app/loadLaterParts';

export {
  ADMIN as admin,
  PUBLIC_CONFIG,
  RIDER as rider,
  SHOP,
  TEST_TOKEN as TOKEN,
} from 'shared-auth/testing';
export { deferred, jsonResponse as json, mockApi, unreachable } from 'shared-auth/testing';

// The shell's later parts (the sidebar, the remotes' routes) are in before a test's first screen,
// as they are in the browser once a visitor has typed in the login form or a signed-in page has
// started (src/app/loadLaterParts.ts).
beforeAll(() => loadLaterParts());

/** The router's current path, for tests that tell / from /login (both show the login screen). */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * The shell's real route table at `path`, signed in as `user` (or signed out). `strict` renders
 * it under React's StrictMode, as the shell's bootstrap does (effects run twice); `language` is
 * the language shown (English by default).
 */
export function renderApp(
  path: string,
  user?: User,
  { strict = false, language }: Pick<RenderWithProvidersOptions, 'strict' | 'language'> = {},
) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    { route: path, signedInAs: user, strict, language },
  );
}

/** Picks `language` in the language switch (or any select) labelled `name`. */
export const chooseIn = (name: string, language: string) =>
  userEvent.selectOptions(screen.getByRole('combobox', { name }), language);
