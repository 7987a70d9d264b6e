import type { Role } from 'shared-domain';

/** The roles the people list filters by and the owner gives, in the form's order. */
export const ROLES: readonly Role[] = ['rider', 'staff', 'owner'];

/** Each role's name in the catalogue. */
export const ROLE_NAMES = {
  rider: 'people.role.rider',
  staff: 'people.role.staff',
  owner: 'people.role.owner',
} as const;

/** The query string of GET /api/v1/admin/people: only what is set. */
export interface PeopleQuery {
  /** Part of a name, an email or a phone. */
  query?: string;
  role?: Role;
}

/** The search a page address asks for (`?query=ada&role=staff`, the api's own names). */
export function peopleQueryOf(search: string): PeopleQuery {
  const params = new URLSearchParams(search);
  const query = params.get('query')?.trim() ?? '';
  const role = ROLES.find((option) => option === params.get('role'));
  return { ...(query ? { query } : {}), ...(role ? { role } : {}) };
}

/** The page address's query string for a search: '' for everyone. */
export function searchOf(query: PeopleQuery): string {
  const text = new URLSearchParams({ ...query }).toString();
  return text ? `?${text}` : '';
}

/**
 * What the owner changes of a person: their role, whether they are blocked, or their two-factor
 * sign-in turned off (a lost phone).
 */
export type PersonChange = { role: Role } | { blocked: boolean } | { two_factor: false };

/** Who the owner invites to the desk. */
export interface Invitation {
  name: string;
  email: string;
  role: 'staff' | 'owner';
}
