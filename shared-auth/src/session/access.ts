import { roleOf, type User } from 'shared-domain';

/**
 * Who may open a page (apps.config.cjs): anyone signed in, administrators (staff and the owner),
 * or the owner alone (docs/PRODUCT.md, "Who can do what").
 */
export type Access = 'signedIn' | 'admin' | 'owner';

/** Whether `user` may open a page of `access`. */
export const mayOpen = (access: Access, user: Pick<User, 'admin' | 'role'>) =>
  access === 'signedIn' || (user.admin && (access === 'admin' || roleOf(user) === 'owner'));
