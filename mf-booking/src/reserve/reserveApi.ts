import type { CreatedResponse, NewReservation, Reservation } from 'shared-domain';
import { availabilityTag, bookingApi } from '../api/bookingApi';

/** POST /api/v1/reservations: books a motorcycle ('Reserving...' while it runs). */
export const reserveApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    createReservation: build.mutation<CreatedResponse<Reservation>, NewReservation>({
      query: (body) => ({ url: '/api/v1/reservations', method: 'POST', body }),
      // The rider's list must show the new booking the next time it is looked at, and the
      // motorcycle's availability must show it as taken. Also after a refusal: a 409 means
      // someone else took the time meanwhile, and the refreshed availability then says so.
      invalidatesTags: (_result, _error, { motorcycle_id }) => [
        { type: 'Reservation', id: 'LIST' },
        availabilityTag(Number(motorcycle_id)),
      ],
    }),
  }),
});

export const { useCreateReservationMutation } = reserveApi;
