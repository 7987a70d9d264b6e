import type { CreatedResponse, NewReservation, Reservation } from 'shared-domain';
import { baseApi } from 'shared-auth';

/** POST /api/v1/reservations: books a motorcycle ('Reserving...' while it runs). */
export const reserveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReservation: build.mutation<CreatedResponse<Reservation>, NewReservation>({
      query: (body) => ({ url: '/api/v1/reservations', method: 'POST', body }),
      // The rider's list must show the new booking the next time it is looked at.
      invalidatesTags: [{ type: 'Reservation', id: 'LIST' }],
    }),
  }),
});

export const { useCreateReservationMutation } = reserveApi;
