import { MOTORCYCLES_REQUEST, PUBLIC_CONFIG_REQUEST, type EarlyCalls } from 'shared-auth/boot';
import { reservationsRequest } from './api/reservationsRequest';

/**
 * What each page asks the api for first when it is entered (docs/ARCHITECTURE.md, "Entering a
 * page"), with the requests its endpoints make; the remote's early-calls.js asks for them while
 * the page's code downloads. The reserve form reads the motorcycle list for its select and the
 * shop's time zone for its dates (a motorcycle chosen on a detail page comes with the navigation,
 * never with a page entered cold); My reservations reads its list and the shop's time zone for
 * the times of its rows.
 */
export const earlyCalls: EarlyCalls = {
  remote: 'booking',
  pages: {
    ReservePage: () => [MOTORCYCLES_REQUEST, PUBLIC_CONFIG_REQUEST],
    ReservationsPage: () => [reservationsRequest(null), PUBLIC_CONFIG_REQUEST],
  },
};
