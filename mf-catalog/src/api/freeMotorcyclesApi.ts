import { baseApi } from 'shared-auth/api';
import type { Motorcycle, TimeWindow } from 'shared-domain';
import { freeMotorcyclesRequest } from './freeMotorcyclesRequest';

/** A motorcycle free for the window asked about, with its price for that window. */
export type FreeMotorcycle = Motorcycle & { quote: number };

/** The api's answer to a windowed list: the free ones, and how many of the rest are taken. */
export interface FreeMotorcyclesResponse {
  success: true;
  data: FreeMotorcycle[];
  taken: number;
}

export interface FreeMotorcycles {
  motorcycles: FreeMotorcycle[];
  taken: number;
}

/**
 * The windowed motorcycle list, injected into shared-auth's one client. Its tags are the plain
 * list's and the reservations' list: a motorcycle added or deleted, or a ride booked or
 * cancelled, asks again.
 */
export const freeMotorcyclesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFreeMotorcycles: build.query<FreeMotorcycles, TimeWindow>({
      query: freeMotorcyclesRequest,
      transformResponse: ({ data, taken }: FreeMotorcyclesResponse) => ({
        motorcycles: data,
        taken,
      }),
      providesTags: [
        { type: 'Motorcycle', id: 'LIST' },
        { type: 'Reservation', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetFreeMotorcyclesQuery } = freeMotorcyclesApi;
