import type { AdminReservation, MessageResponse, PageResponse, Person } from 'shared-domain';
import { adminApi } from '../api/adminApi';
import { cursorPages } from '../api/cursorPages';
import type { Invitation, PeopleQuery, PersonChange } from './peopleRequest';

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
        // GET /api/v1/admin/people: a page of the search, the first (no cursor) or the next.
        ...cursorPages('/api/v1/admin/people'),
        providesTags: [PEOPLE],
      }),
      changePerson: build.mutation<ChangedPerson, { id: number; change: PersonChange }>({
        // PATCH /api/v1/admin/people/{id}, or DELETE …/{id}/2fa for two-factor sign-in (the owner).
        query: ({ id, change }) =>
          'two_factor' in change
            ? { url: `/api/v1/admin/people/${id}/2fa`, method: 'DELETE' }
            : { url: `/api/v1/admin/people/${id}`, method: 'PATCH', body: change },
        invalidatesTags: (result) => (result ? [PEOPLE] : []),
      }),
      inviteStaff: build.mutation<MessageResponse, Invitation>({
        // POST /api/v1/admin/staff (the owner): an account and its invitation mail.
        query: (invitation) => ({ url: '/api/v1/admin/staff', method: 'POST', body: invitation }),
        invalidatesTags: (result) => (result ? [PEOPLE] : []),
      }),
    }),
  });

export const { useGetPeopleInfiniteQuery, useChangePersonMutation, useInviteStaffMutation } =
  peopleApi;
