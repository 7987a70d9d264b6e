import type { CreatedResponse, NewRider, PageResponse, Person } from 'shared-domain';
import { bookingApi } from '../../api/bookingApi';

/** How many people the rider search lists: the desk types on until the one it wants is there. */
export const RIDERS_LISTED = 8;

/** Why POST /api/v1/admin/people answered 409: the person the address already belongs to. */
export interface EmailTaken {
  message: string;
  data: Person;
}

const RIDERS = { type: 'Rider', id: 'LIST' } as const;

/**
 * The desk's walk-in booking (staff and owner): the shop's people found by the start of a name,
 * email or phone (GET /api/v1/admin/people), and a new rider's account (POST, whose mail lets the
 * rider choose a password). A rider added is found by the searches after it.
 */
export const peopleApi = bookingApi.enhanceEndpoints({ addTagTypes: ['Rider'] }).injectEndpoints({
  endpoints: (build) => ({
    findRiders: build.query<Person[], string>({
      query: (text) => ({
        url: '/api/v1/admin/people',
        params: { query: text, limit: RIDERS_LISTED },
      }),
      transformResponse: (response: PageResponse<Person>) => response.data,
      providesTags: [RIDERS],
    }),
    addRider: build.mutation<CreatedResponse<Person>, NewRider>({
      query: (body) => ({ url: '/api/v1/admin/people', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [RIDERS] : []),
    }),
  }),
});

export const { useFindRidersQuery, useAddRiderMutation } = peopleApi;
