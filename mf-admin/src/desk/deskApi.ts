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

export interface Handover<Body> {
  id: number;
  body: Body;
}

/**
 * A step of a ride, POST …/pickup or …/return. Whatever the answer (done, done meanwhile by
 * another desk, gone), it makes stale the lists that show the ride, and the ride read with its
 * money.
 */
const step = (path: 'pickup' | 'return') => ({
  query: ({ id, body }: Handover<unknown>) => ({
    url: `/api/v1/reservations/${id}/${path}`,
    method: 'POST',
    body,
  }),
  invalidatesTags: (_data: unknown, _error: unknown, { id }: { id: number }) => [
    ADMIN_RESERVATIONS,
    { type: 'Reservation' as const, id: 'LIST' },
    ledgerTag(id),
  ],
});

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
    handOver: build.mutation<CreatedResponse<AdminReservation>, Handover<Pickup>>(step('pickup')),
    takeBack: build.mutation<CreatedResponse<AdminReservation>, Handover<Return>>(step('return')),
  }),
});

export const {
  useGetFleetQuery,
  useGetOutReservationsQuery,
  useHandOverMutation,
  useTakeBackMutation,
} = deskApi;
