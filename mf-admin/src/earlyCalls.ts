import { MOTORCYCLES_REQUEST, PUBLIC_CONFIG_REQUEST, type EarlyCalls } from 'shared-auth/boot';
import { DEFAULT_SHOP_TIME_ZONE, todayIn } from 'shared-domain';
import { ADMIN_RESERVATIONS_URL } from './api/adminReservationsRequest';
import { pageRequest } from './api/cursorPages';
import { cashUpRequest, dayFromSearch } from './cash/cashRequest';
import { fleetRequest, outReservationsRequest } from './desk/deskRequests';
import { WEEK_DAYS, weekFromSearch } from './fleet/week';
import { monthlyReportRequest, rangeFromSearch } from './reports/reportRequest';
import { filterFromSearch, toQuery } from './reservations/reservationFilter';

/**
 * The shop's today as a desk page reads it before the api has told the shop's time zone (which
 * those pages ask for first, beside their data): in the api's default zone.
 */
const shopTodayAtFirst = () => todayIn(new Date(), DEFAULT_SHOP_TIME_ZONE);

/**
 * What each page asks the api for first when it is entered (docs/ARCHITECTURE.md, "Entering a
 * page"), with the requests its endpoints make and the arguments the page derives from its
 * address (the list's filters, the fleet's week, the report's months, the cash-up's day) and the
 * shop's day; the remote's early-calls.js asks for them while the page's code downloads. The add
 * form asks for nothing.
 */
export const earlyCalls: EarlyCalls = {
  remote: 'admin',
  pages: {
    DeletePage: () => [MOTORCYCLES_REQUEST],
    EditMotorcyclePage: () => [MOTORCYCLES_REQUEST],
    ReservationsAdminPage: ({ search }) => [
      pageRequest(ADMIN_RESERVATIONS_URL, toQuery(filterFromSearch(search)), null),
      // The filters' motorcycle select.
      MOTORCYCLES_REQUEST,
      // The rows' times, on the shop's clock.
      PUBLIC_CONFIG_REQUEST,
    ],
    TodayPage: () => [
      PUBLIC_CONFIG_REQUEST,
      fleetRequest({ from: shopTodayAtFirst(), days: 1 }),
      outReservationsRequest(),
    ],
    FleetPage: ({ search }) => [
      PUBLIC_CONFIG_REQUEST,
      fleetRequest({ from: weekFromSearch(search, shopTodayAtFirst()), days: WEEK_DAYS }),
    ],
    ReportsPage: ({ search }) => [monthlyReportRequest(rangeFromSearch(search, new Date()))],
    CashPage: ({ search }) => [
      PUBLIC_CONFIG_REQUEST,
      cashUpRequest(dayFromSearch(search, shopTodayAtFirst())),
    ],
  },
};
