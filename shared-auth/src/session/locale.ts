import { chooseLanguage, currentLanguage, languageOf, type Language } from 'shared-ui';
import { fetchJson } from '../calls/fetchJson';
import type { SessionThunk } from './types';

/** GET /api/v1/me's answer, as far as the language goes (api/README.md). */
interface AccountResponse {
  success: true;
  /** An older api answers no locale. */
  data?: { locale?: string | null };
}

/**
 * The rider chooses a language: shown at once and kept in the browser; a signed-in user's account
 * keeps it too (`PATCH /api/v1/me`, api/README.md). An api that cannot keep it (older, or
 * unreachable) leaves the choice in the browser and says nothing: the screen is already in it.
 */
export function chooseLocale(language: Language): SessionThunk<void> {
  return async (_dispatch, getState) => {
    await chooseLanguage(language);
    const { token } = getState().session;
    if (token)
      await fetchJson('/api/v1/me', { method: 'PATCH', body: { locale: language }, token });
  };
}

/**
 * Once signed in (after a login, or at the start of a page with a kept session), the account's
 * language is shown when it has one (`GET /api/v1/me`; login's answer carries none, on purpose:
 * api/README.md). An account without one, or an api that does not answer, leaves the browser's
 * choice, silently. `send` is fetchJson's: a kept session's page takes the call its boot script
 * started (shared-auth/api's followKeptAccountLanguage).
 */
export async function followAccountLanguage(
  token: string,
  send?: (request: Request) => Promise<Response>,
): Promise<void> {
  const result = await fetchJson<AccountResponse>('/api/v1/me', { token, send });
  const language = 'data' in result ? languageOf(result.data.data?.locale) : undefined;
  if (language && language !== currentLanguage()) {
    await chooseLanguage(language).catch(() => undefined);
  }
}
