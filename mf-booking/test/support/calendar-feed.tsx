// My reservations' calendar section in tests: the feed call, addresses that change at every POST,
// the page and its section.
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, RIDER } from 'shared-auth/testing';
import type { Language } from 'shared-ui';
import ReservationsPage from '../../src/reservations/ReservationsPage';

export const FEED = 'POST /api/v1/calendar/feed';
export const feedUrl = (n: number) => `http://api.test/api/v1/calendar/feed/secret-${n}.ics`;

/** A feed handler whose address changes at every POST, as the api's does. */
export function freshFeedUrls() {
  let count = 0;
  return () => {
    count += 1;
    return jsonResponse(200, { success: true, data: { url: feedUrl(count) } });
  };
}

export const renderReservationsPage = (language?: Language) =>
  renderWithProviders(<ReservationsPage />, {
    path: '/reservations',
    route: '/reservations',
    signedInAs: RIDER,
    language,
  });

export const feedSection = () =>
  screen.getByRole('region', { name: 'Your rides in your calendar' });
