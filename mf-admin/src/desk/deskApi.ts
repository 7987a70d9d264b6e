import type { CreatedResponse, AdminReservation, FleetWindow, Pickup, Return } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi, ledgerTag } from '../api/adminApi';
import { fleetRequest, type FleetQuery } from './deskRequests';

export interface Handover<Body> {
  id: number;
  body: Body;
}

/** What a step of a ride makes stale: the lists that show it, and the ride read with its money. */
const stepDone = (id: number) => [
  ADMIN_RESERVATIONS,
  { type: 'Reservation' as const, id: 'LIST' },
  ledgerTag(id),
];

/**
 * The desk's calls: the fleet's reservations and workshop blocks over a window of days, and the
 * two steps of a ride, hand over (POST …/pickup) and take back (POST …/return). The window is
 * cached under the administrators' reservations tag, so a cancel, a hand-over or a block made
 * anywhere in this remote refreshes it.
 */
export const deskApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getFleet: build.query<FleetWindow, FleetQuery>({
      query: fleetRequest,
      transformResponse: (response: { data: FleetWindow }) => response.data,
      providesTags: [ADMIN_RESERVATIONS],
    }),
    handOver: build.mutation<CreatedResponse<AdminReservation>, Handover<Pickup>>({
      query: ({ id, body }) => ({
        url: `/api/v1/reservations/${id}/pickup`,
        method: 'POST',
        body,
      }),
      // Whatever the answer (done, done meanwhile by another desk, gone), the screens are stale.
      invalidatesTags: (_data, _error, { id }) => stepDone(id),
    }),
    takeBack: build.mutation<CreatedResponse<AdminReservation>, Handover<Return>>({
      query: ({ id, body }) => ({
        url: `/api/v1/reservations/${id}/return`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_data, _error, { id }) => stepDone(id),
    }),
  }),
});

export const { useGetFleetQuery, useHandOverMutation, useTakeBackMutation } = deskApi;
