import type { ComponentType } from 'react';
import { expectEarlyCallsOf, renderWithProviders, RIDER } from './support';
import { earlyCalls } from '../src/earlyCalls';
import ReservationsPage from '../src/reservations/ReservationsPage';
import ReservePage from '../src/reserve/ReservePage';

// What the shell's page asks the api for while a booking page's code downloads
// (src/earlyCalls.ts) is exactly what the page asks for first, or the api is asked twice.

const PAGES: Record<string, { Page: ComponentType; path: string }> = {
  ReservePage: { Page: ReservePage, path: '/reserve/new' },
  ReservationsPage: { Page: ReservationsPage, path: '/reservations' },
};

beforeEach(() => localStorage.clear());

it.each(Object.entries(PAGES))(
  '%s entered cold asks first for its early calls',
  async (page, { Page, path }) => {
    await expectEarlyCallsOf(earlyCalls, page, { params: {}, search: '' }, () =>
      renderWithProviders(<Page />, { path, route: path, signedInAs: RIDER }),
    );
  },
);
