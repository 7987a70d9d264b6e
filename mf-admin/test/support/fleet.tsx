// The fleet timeline in tests: the page for an administrator at a time of the shop's clock.
import type { Language } from 'shared-ui';
import { ADMIN, renderWithProviders } from 'shared-auth/testing';
import FleetPage from '../../src/fleet/FleetPage';
import { setShopClock } from './desk';

/** The fleet timeline of the week of `clock` (the shop's wall clock), read in `language`. */
export function renderFleet(clock: string, language: Language = 'en') {
  localStorage.clear();
  setShopClock(clock);
  return renderWithProviders(<FleetPage />, {
    path: '/admin/fleet',
    route: '/admin/fleet',
    signedInAs: ADMIN,
    language,
  });
}
