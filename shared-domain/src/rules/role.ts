import type { Role, User } from '../types';

/** A user's role, an administrator without one being the owner (as every one was before roles). */
export const roleOf = ({ admin, role }: Pick<User, 'admin' | 'role'>): Role =>
  role ?? (admin ? 'owner' : 'rider');
