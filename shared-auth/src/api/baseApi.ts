import { createApi } from '@reduxjs/toolkit/query/react';
import type { ListResponse, Motorcycle } from 'shared-domain';
import { authBaseQuery } from './baseQuery';
import { MOTORCYCLES_REQUEST } from './paths';

/**
 * The one RTK Query client. Remotes add their endpoints with `baseApi.injectEndpoints`; the
 * motorcycle list lives here because the catalog, the booking form and the admin list all read it
 * and must share one cache entry (so a change in admin refreshes the carousel).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: authBaseQuery,
  tagTypes: ['Motorcycle', 'Reservation'],
  endpoints: (build) => ({
    getMotorcycles: build.query<Motorcycle[], void>({
      query: () => MOTORCYCLES_REQUEST,
      transformResponse: (response: ListResponse<Motorcycle>) => response.data,
      providesTags: (list) => [
        { type: 'Motorcycle' as const, id: 'LIST' },
        ...(list ?? []).map(({ id }) => ({ type: 'Motorcycle' as const, id })),
      ],
    }),
  }),
});

export const { useGetMotorcyclesQuery } = baseApi;
