import { chooseLanguage, type Language } from 'shared-ui';
import { fetchJson } from '../calls/fetchJson';
import type { SessionThunk } from './authCalls';

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
