/** The demo logins created on first start; the README and the browser tests use them. */
export const DEMO_ADMIN = {
  name: 'Ada Admin',
  email: 'admin@vespa.test',
  password: 'vespa-admin',
  admin: true,
} as const;

export const DEMO_RIDER = {
  name: 'Riley Rider',
  email: 'rider@vespa.test',
  password: 'vespa-rider',
  admin: false,
} as const;

export const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_RIDER] as const;
