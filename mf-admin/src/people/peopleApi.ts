import type { AdminReservation, MessageResponse, PageResponse, Person } from 'shared-domain';
import { adminApi } from '../api/adminApi';
import {
  inviteRequest,
  peopleRequest,
  personRequest,
  type Invitation,
  type PeopleQuery,
  type PersonChange,
} from './peopleRequest';

/**
 * The answer to a change: what was done, in the api's words, and the person as changed, with
 * their upcoming rides (PATCH).
 */
export interface ChangedPerson {
  success: true;
  message: string;
  data: Person & { rides?: AdminReservation[] };
}

const PEOPLE = { type: 'AdminPerson', id: 'LIST' } as const;

/**
 * The shop's people (staff and owner), a page at a time; the owner's changes of a role or a block
 * and invitations refresh it.
 */
export const peopleApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminPerson'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPeople: build.infiniteQuery<PageResponse<Person>, PeopleQuery, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next_cursor,
        },
        query: ({ queryArg, pageParam }) => peopleRequest(queryArg, pageParam),
        providesTags: [PEOPLE],
      }),
      changePerson: build.mutation<ChangedPerson, { id: number; change: PersonChange }>({
        query: personRequest,
        invalidatesTags: (result) => (result ? [PEOPLE] : []),
      }),
      inviteStaff: build.mutation<MessageResponse, Invitation>({
        query: inviteRequest,
        invalidatesTags: (result) => (result ? [PEOPLE] : []),
      }),
    }),
  });

export const { useGetPeopleInfiniteQuery, useChangePersonMutation, useInviteStaffMutation } =
  peopleApi;
