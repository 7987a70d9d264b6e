import type { User } from 'shared-domain';

/**
 * Who may open a page (apps.config.cjs): anyone signed in, administrators (staff and the owner),
 * or the owner alone (docs/PRODUCT.md, "Who can do what").
 */
export type Access = 'signedIn' | 'admin' | 'owner';

type Person = Pick<User, 'admin' | 'role'> | null | undefined;

/**
 * The owner: an administrator who is not staff. A session kept from before roles came has no
 * role, and every administrator was the owner then.
 */
export const isOwner = (user: Person) => !!user?.admin && user.role !== 'staff';

/** Whether `user` may open a page of `access`. */
export const mayOpen = (access: Access, user: NonNullable<Person>) =>
  access === 'signedIn' || (access === 'admin' ? user.admin : isOwner(user));
