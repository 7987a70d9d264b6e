import type {
  AdminReservation,
  CreatedResponse,
  FleetWindow,
  ListResponse,
  Pickup,
  Return,
} from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi, ledgerTag } from '../api/adminApi';
import { fleetRequest, outReservationsRequest, type FleetQuery } from './deskRequests';

/**
 * The desk's calls: the fleet's reservations and workshop blocks over a window of days, every
 * scooter out now (for Today), and the two steps of a ride, hand over and take back. The window
 * and the rides out are cached under the administrators' reservations tag, so a cancel, a
 * hand-over or a block made anywhere in this remote refreshes them.
 */
export const deskApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getFleet: build.query<FleetWindow, FleetQuery>({
      query: fleetRequest,
      transformResponse: (response: { data: FleetWindow }) => response.data,
      providesTags: [ADMIN_RESERVATIONS],
    }),
    getOutReservations: build.query<AdminReservation[], void>({
      query: outReservationsRequest,
      transformResponse: (response: ListResponse<AdminReservation>) => response.data,
      providesTags: [ADMIN_RESERVATIONS],
    }),
    // A step of a ride, POST …/pickup (hand over) or …/return (take back). Whatever the answer
    // (done, done meanwhile by another desk, gone), it makes stale the lists that show the ride,
    // and the ride read with its money.
    recordStep: build.mutation<
      CreatedResponse<AdminReservation>,
      { id: number } & ({ step: 'pickup'; body: Pickup } | { step: 'return'; body: Return })
    >({
      query: ({ id, step, body }) => ({
        url: `/api/v1/reservations/${id}/${step}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_data, _error, { id }) => [
        ADMIN_RESERVATIONS,
        { type: 'Reservation', id: 'LIST' },
        ledgerTag(id),
      ],
    }),
  }),
});

export const { useGetFleetQuery, useGetOutReservationsQuery, useRecordStepMutation } = deskApi;
