import { baseApi } from 'shared-auth/api';
import type { ListResponse, Motorcycle, TimeWindow } from 'shared-domain';
import { freeMotorcyclesRequest } from './freeMotorcyclesRequest';

/**
 * The api's answer to a windowed list: the free motorcycles, each with its price for the window
 * asked about, and how many of the rest are taken.
 */
type FreeMotorcycles = ListResponse<Motorcycle & { quote: number }> & { taken: number };

/**
 * The windowed motorcycle list, injected into shared-auth's one client. Its tags are the plain
 * list's and the reservations' list: a motorcycle added or deleted, or a ride booked or
 * cancelled, asks again.
 */
export const freeMotorcyclesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFreeMotorcycles: build.query<FreeMotorcycles, TimeWindow>({
      query: freeMotorcyclesRequest,
      providesTags: [
        { type: 'Motorcycle', id: 'LIST' },
        { type: 'Reservation', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetFreeMotorcyclesQuery } = freeMotorcyclesApi;
