import type { RouteOptions } from 'fastify';
import en from '../../../src/locales/en/api.json';
import itApi from '../../../src/locales/it/api.json';
import type { Access } from '../../../src/plugins/access';
import { signUp, startApp, type TestServer } from '../../support/helpers';
import { owner, promoted } from '../../support/staff';

// Who may call what (api/README.md, "Roles"): every route the api registers is read from Fastify
// as it is registered, and each one that declares a least role is called by a rider, staff and an
// owner. A new route under /admin/ without a declaration fails here, and so does a declaration
// that is not in this table.

const LEAST_ROLE: Record<string, Access['role']> = {
  'GET /api/v1/admin/reservations': 'staff',
  'GET /api/v1/admin/fleet': 'staff',
  'POST /api/v1/reservations/:id/pickup': 'staff',
  'POST /api/v1/reservations/:id/return': 'staff',
  'POST /api/v1/motorcycles/:id/blocks': 'staff',
  'DELETE /api/v1/blocks/:id': 'staff',
  'GET /api/v1/admin/people': 'staff',
  'POST /api/v1/admin/people': 'staff',
  'POST /api/v1/reservations/:id/payments': 'staff',
  'GET /api/v1/admin/reports/daily': 'staff',
  'POST /api/v1/motorcycles': 'owner',
  'PATCH /api/v1/motorcycles/:id': 'owner',
  'DELETE /api/v1/motorcycles/:id': 'owner',
  'GET /api/v1/admin/reports/monthly': 'owner',
  'GET /api/v1/admin/mail': 'owner',
  'POST /api/v1/admin/mail/:id/retry': 'owner',
  'PUT /api/v1/admin/shop': 'owner',
  'PATCH /api/v1/admin/people/:id': 'owner',
  'DELETE /api/v1/admin/people/:id/2fa': 'owner',
  'POST /api/v1/admin/staff': 'owner',
  'GET /api/v1/admin/audit': 'owner',
};

const routes: RouteOptions[] = [];
let server: TestServer;
const tokens = { rider: '', staff: '', owner: '' };

beforeAll(async () => {
  server = await startApp({}, undefined, { onRoute: (route) => routes.push({ ...route }) });
  tokens.owner = (await owner(server)).token;
  tokens.staff = (await promoted(server, tokens.owner)).token;
  tokens.rider = (await signUp(server)).token;
});

afterAll(() => server.close());

/** Every route but the HEAD Fastify adds for each GET, as `METHOD /path`, with its access. */
function registered(): [string, Access | undefined][] {
  return routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => [`${String(route.method)} ${route.url}`, route.config?.access]);
}

it('reads every route of the api as it is registered', () => {
  expect(registered().length).toBeGreaterThan(30);
});

it('has every route under /admin/ declare the least role that may call it', () => {
  const undeclared = registered().filter(([route, access]) => route.includes('/admin/') && !access);
  expect(undeclared.map(([route]) => route)).toEqual([]);
});

it('declares exactly the roles of this table', () => {
  const declared = registered().filter(([, access]) => access !== undefined);
  expect(Object.fromEntries(declared.map(([route, access]) => [route, access?.role]))).toEqual(
    LEAST_ROLE,
  );
});

function call(route: string, token: string, headers: Record<string, string> = {}) {
  const [method = '', path = ''] = route.split(' ');
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  return server.request(method, path.replace(':id', '999999'), { token, body, headers });
}

describe.each(Object.keys(LEAST_ROLE))('%s', (route) => {
  const access = () => registered().find(([name]) => name === route)?.[1] as Access;

  it('refuses a rider with its 403 sentence, in each language', async () => {
    const { area } = access();
    expect(await call(route, tokens.rider)).toMatchObject({
      status: 403,
      body: { success: false, error: true, message: en.adminOnly[area] },
    });
    const italian = await call(route, tokens.rider, { 'accept-language': 'it' });
    expect(italian.body.message).toBe(itApi.adminOnly[area]);
  });

  it(`lets staff in only when staff may call it (${LEAST_ROLE[route]})`, async () => {
    const answer = await call(route, tokens.staff);
    const declared = access();
    if (declared.role === 'staff') {
      expect([401, 403]).not.toContain(answer.status);
    } else {
      expect(answer).toMatchObject({ status: 403, body: { message: en.ownerOnly[declared.area] } });
      const italian = await call(route, tokens.staff, { 'accept-language': 'it' });
      expect(italian.body.message).toBe(itApi.ownerOnly[declared.area]);
    }
  });

  it('lets an owner in', async () => {
    expect([401, 403]).not.toContain((await call(route, tokens.owner)).status);
  });
});
