import type {
  AdminReservation,
  LedgerLine,
  PageResponse,
  Reservation,
  ReservationMoney,
} from 'shared-domain';
import { bookingApi } from '../api/bookingApi';
import { reservationsRequest } from '../api/reservationsRequest';

/**
 * The rider's upcoming rides: the first page of GET /api/v1/reservations, which holds every ride
 * that has not ended (a rider holds at most MAX_UPCOMING_RESERVATIONS), so a booking just made is
 * in it. The confirmation page finds its reservation there.
 */
export const confirmationApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingReservations: build.query<Reservation[], void>({
      query: () => reservationsRequest(null),
      transformResponse: (response: PageResponse<Reservation>) => response.data,
      providesTags: [{ type: 'Reservation', id: 'LIST' }],
    }),
    // A walk-in booking is the rider's, not among the desk's own rides: the desk reads it by its
    // reference (GET /api/v1/admin/reservations, staff and owner), with whom it is for.
    getWalkInReservation: build.query<AdminReservation | null, number>({
      query: (id) => ({ url: '/api/v1/admin/reservations', params: { reference: id } }),
      transformResponse: (response: PageResponse<AdminReservation>) => response.data[0] ?? null,
      providesTags: [{ type: 'Reservation', id: 'LIST' }],
    }),
    // The ride's money as the shop's desk recorded it (GET /api/v1/reservations/{id}: the rider's
    // own, staff any): it changes at the desk, so it is read again each time the page is opened.
    getRideMoney: build.query<{ money: ReservationMoney; lines: LedgerLine[] }, number>({
      query: (id) => ({ url: `/api/v1/reservations/${id}` }),
      transformResponse: (response: { data: { money: ReservationMoney; lines: LedgerLine[] } }) =>
        response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetUpcomingReservationsQuery,
  useGetWalkInReservationQuery,
  useGetRideMoneyQuery,
} = confirmationApi;
