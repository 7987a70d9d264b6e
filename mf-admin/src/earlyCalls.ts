import { MOTORCYCLES_REQUEST, type PageCalls } from 'shared-auth/boot';
import { fleetRequest, outReservationsRequest } from './desk/deskRequests';
import { shopToday } from './desk/shopClock';
import { WEEK_DAYS, weekFromSearch } from './fleet/week';
import { adminReservationsRequest } from './reservations/adminReservationsRequest';
import { filterFromSearch, toQuery } from './reservations/reservationFilter';

/**
 * What each page asks the api for first when it is entered (docs/ARCHITECTURE.md, "Entering a
 * page"), with the requests its endpoints make and the arguments the page derives from its
 * address (the list's filters, the fleet's week) and the shop's day; ./startEarlyCalls.ts asks
 * for them while the page's code downloads. The add form asks for nothing.
 */
export const earlyCalls: PageCalls = {
  DeletePage: () => [MOTORCYCLES_REQUEST],
  EditMotorcyclePage: () => [MOTORCYCLES_REQUEST],
  ReservationsAdminPage: ({ search }) => [
    adminReservationsRequest(toQuery(filterFromSearch(search)), null),
    // The filters' motorcycle select.
    MOTORCYCLES_REQUEST,
  ],
  TodayPage: () => [fleetRequest({ from: shopToday(), days: 1 }), outReservationsRequest()],
  FleetPage: ({ search }) => [
    fleetRequest({ from: weekFromSearch(search, shopToday()), days: WEEK_DAYS }),
  ],
};
