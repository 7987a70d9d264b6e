import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  SelectQueryNode,
  TableNode,
} from 'kysely';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { expectedPageSizes, walkPages } from '../../support/paging';
import { owner, promoted } from '../../support/staff';

class SlowUserReads implements KyselyPlugin {
  private readonly slow = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    const froms = SelectQueryNode.is(node) ? (node.from?.froms ?? []) : [];
    if (froms.some((from) => TableNode.is(from) && from.table.identifier.name === 'users')) {
      this.slow.add(queryId);
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    if (this.slow.has(queryId)) await new Promise((resolve) => setTimeout(resolve, 200));
    return result;
  }
}

// The shop's people (api/README.md, "People"): staff look them up, owners change roles and block.

// 05:00 UTC on 15 June 2030 is 07:00 in Rome, the shop's zone here.
const clock = { now: new Date('2030-06-15T05:00:00Z') };

let server: TestServer;
let boss: { id: number; token: string };
let desk: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  const made = await owner(server);
  boss = { id: made.user.id, token: made.token };
  desk = (await promoted(server, boss.token)).token;
});

afterAll(() => server.close());

const people = (query: string, token = desk) =>
  server.request('GET', `/api/v1/admin/people${query}`, { token });
const change = (id: number, body: Record<string, unknown>, token = boss.token) =>
  server.request('PATCH', `/api/v1/admin/people/${id}`, { token, body });
const login = (email: string, password = 'secret-password') =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });

describe('GET /api/v1/admin/people', () => {
  it('finds people by the start of a name, an email or a phone, in any case', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const rider = await signUp(server, { name: `${tag} Rossi`, email: `${tag}.r@example.com` });
    await server.request('PATCH', '/api/v1/me', {
      token: rider.token,
      body: { phone: '+39 333 9' },
    });
    const other = await signUp(server, { name: 'Paola Bianchi', email: `pb.${tag}@example.com` });

    const byName = await people(`?query=${tag.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([
      {
        id: rider.user.id,
        name: `${tag} Rossi`,
        email: `${tag}.r@example.com`,
        phone: '+39 333 9',
        role: 'rider',
        blocked: false,
        upcoming: 0,
        no_shows: 0,
        two_factor: false,
      },
    ]);
    expect(byName.body.next_cursor).toBeNull();
    const byEmail = await people(`?query=PB.${tag}`);
    expect(byEmail.body.data.map((row: { id: number }) => row.id)).toEqual([other.user.id]);
    const byPhone = await people(`?query=${encodeURIComponent('+39 333')}`);
    expect(byPhone.body.data.map((row: { id: number }) => row.id)).toContain(rider.user.id);
    // In an email, % and _ are themselves, not wildcards (either would find pb.<tag>@…).
    expect((await people(`?query=p%25${tag}`)).body.data).toEqual([]);
    expect((await people(`?query=pb_${tag}`)).body.data).toEqual([]);
    expect((await people('?query=_')).body.data).toEqual([]);
  });

  it('counts upcoming rides and no-shows', async () => {
    const vespa = await addMotorcycle(server, boss.token, { bookingPricePerHour: 10 });
    const rider = await signUp(server);
    for (const date of ['2030-06-15T08:00', '2030-06-16T08:00', '2030-06-17T08:00']) {
      const body = { motorcycle_id: vespa.id, duration: 2, total: 20, date, city: 'Rome' };
      expect(
        (await server.request('POST', '/api/v1/reservations', { token: rider.token, body })).status,
      ).toBe(201);
    }
    clock.now = new Date('2030-06-16T05:00:00Z');
    try {
      const found = await people(`?query=${encodeURIComponent(rider.user.email)}`);
      expect(found.body.data[0]).toMatchObject({ upcoming: 2, no_shows: 1 });
    } finally {
      clock.now = new Date('2030-06-15T05:00:00Z');
    }
  });

  it('pages newest first by cursor, with a role filter', async () => {
    for (let n = 0; n < 5; n += 1) await signUp(server);
    const everyone = await walkPages(server, desk, '/api/v1/admin/people', 3);
    expect(everyone.ids).toEqual([...everyone.ids].sort((a, b) => b - a));
    expect(everyone.pageSizes).toEqual(expectedPageSizes(everyone.ids.length, 3));
    expect(new Set(everyone.ids).size).toBe(everyone.ids.length);
    const owners = await people('?role=owner');
    expect(owners.body.data.map((row: { id: number }) => row.id)).toEqual([boss.id]);
  });

  it('refuses a bad role, limit and cursor at once', async () => {
    const answer = await people('?role=boss&limit=500&cursor=nope');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toEqual([
      'Role must be rider, staff or owner',
      'Limit must be a whole number from 1 to 200',
      'Cursor is not one this list gave: pass the next_cursor of the page before, or none for the first page',
    ]);
  });
});

describe('GET /api/v1/admin/people: any word of the name', () => {
  // Each test's people share a surname of its own, so a search finds only whom the test made.
  const surname = (word: string) => `${word}${Date.now().toString(36)}`;
  const ids = async (query: string) => {
    const answer = await people(`?query=${encodeURIComponent(query)}`);
    expect(answer.status).toBe(200);
    return (answer.body.data as Array<{ id: number }>).map((row) => row.id);
  };

  it('finds a surname, a middle name and several words in any order, whatever their case', async () => {
    const family = surname('Rossetti');
    const anna = (await signUp(server, { name: `Anna ${family}` })).user.id;
    const grazia = (await signUp(server, { name: `Maria Grazia ${family}` })).user.id;
    const nicolo = (await signUp(server, { name: `Nicolò Mario ${family}-Bianchi` })).user.id;

    // Newest first, as the list always is.
    expect(await ids(family.toUpperCase())).toEqual([nicolo, grazia, anna]);
    expect(await ids('Grazia')).toEqual([grazia]);
    expect(await ids(`grazia ${family}`)).toEqual([grazia]);
    expect(await ids(`${family.slice(0, 6)} MAR`)).toEqual([nicolo, grazia]);
    expect(await ids(`bianchi mario ${family}`)).toEqual([nicolo]);
    // Every word typed starts a word of the name: Anna has no Maria.
    expect(await ids(`${family} anna maria`)).toEqual([]);
    // Accents: what the desk types without them finds the name written with them, and back.
    expect(await ids(`nicolo ${family}`)).toEqual([nicolo]);
    expect(await ids(`ÀNNA ${family}`)).toEqual([anna]);
  });

  it('finds a person by the name they changed to, and no longer by the one they signed up with', async () => {
    const family = surname('Ottolenghi');
    const rider = await signUp(server, { name: `Ottavia ${family}` });
    const renamed = await server.request('PATCH', '/api/v1/me', {
      token: rider.token,
      body: { name: `Livia ${family}` },
    });
    expect(renamed.status).toBe(200);
    expect(await ids(`livia ${family}`)).toEqual([rider.user.id]);
    expect(await ids(`ottavia ${family}`)).toEqual([]);
    expect(await ids('ottavia')).toEqual([]);
  });

  it('finds a deleted account by no word of its old name', async () => {
    const family = surname('Cleliani');
    const rider = await signUp(server, { name: `Clelia ${family}` });
    const deleted = await server.request('DELETE', '/api/v1/me', {
      token: rider.token,
      body: { password: 'secret-password' },
    });
    expect(deleted.status).toBe(200);
    expect(await ids(family)).toEqual([]);
    expect(await ids('clelia')).toEqual([]);
  });

  it('reads search syntax, % and _ as text: no operators, no wildcards', async () => {
    const family = surname('Sintassi');
    const maria = (await signUp(server, { name: `Maria ${family}` })).user.id;
    const luca = (await signUp(server, { name: `Luca ${family}` })).user.id;
    expect(await ids(family)).toEqual([luca, maria]);
    // OR, NOT, NEAR and a column name are words the names lack; quotes, *, -, !, &, (, ) only
    // separate words (as operators they would find Luca, or both).
    expect(await ids(`maria OR luca`)).toEqual([]);
    expect(await ids(`${family} NOT maria`)).toEqual([]);
    expect(await ids(`NEAR(maria ${family})`)).toEqual([]);
    expect(await ids(`name:${family}`)).toEqual([]);
    expect(await ids(`"${family}" -maria`)).toEqual([maria]);
    expect(await ids(`(${family}*) & !maria`)).toEqual([maria]);
    expect(await ids(`${family}:* | 'luca'`)).toEqual([luca]);
    // Wildcards would find Maria.
    expect(await ids(`${family} %aria`)).toEqual([]);
    expect(await ids(`${family} m_ria`)).toEqual([]);
    // Nothing but punctuation, or a lone accent: no word to look for, and no email or phone
    // starts so.
    expect(await ids(`"*()-:^&|!'%_\\`)).toEqual([]);
    expect(await ids('\u0301')).toEqual([]);
  });
});

describe('PATCH /api/v1/admin/people/:id', () => {
  it('blocks an account: its sessions end at once and it cannot log in until unblocked', async () => {
    const rider = await signUp(server);
    expect((await server.request('GET', '/api/v1/me', { token: rider.token })).status).toBe(200);
    const blocked = await change(rider.user.id, { blocked: true });
    expect(blocked).toMatchObject({ status: 200, body: { data: { blocked: true, rides: [] } } });
    expect((await server.request('GET', '/api/v1/me', { token: rider.token })).status).toBe(401);
    expect(await login(rider.user.email)).toMatchObject({
      status: 401,
      body: { message: 'This account has been blocked. Please contact the shop' },
    });
    const italian = await server.request('POST', '/api/v1/login', {
      body: { user: { email: rider.user.email, password: 'secret-password' } },
      headers: { 'accept-language': 'it' },
    });
    expect(italian.body.message).toBe('Questo account è stato bloccato. Contatti il negozio');
    // A wrong password learns nothing of the block.
    expect((await login(rider.user.email, 'wrong-password')).body.message).toBe(
      'Invalid email or password',
    );
    expect((await change(rider.user.id, { blocked: false })).status).toBe(200);
    expect((await login(rider.user.email)).status).toBe(200);
  });

  it("lists the person's rides ahead, for the shop to decide about them", async () => {
    const vespa = await addMotorcycle(server, boss.token, { bookingPricePerHour: 10 });
    const rider = await signUp(server);
    const body = {
      motorcycle_id: vespa.id,
      duration: 2,
      total: 20,
      date: '2030-06-20T10:00',
      city: 'Rome',
    };
    const booked = await server.request('POST', '/api/v1/reservations', {
      token: rider.token,
      body,
    });
    const answer = await change(rider.user.id, { blocked: true });
    expect(answer.body.data.rides).toEqual([
      expect.objectContaining({ id: booked.body.data.id, status: 'confirmed' }),
    ]);
  });

  it('changes a role: the sessions end, and the next login carries the new role', async () => {
    const rider = await signUp(server);
    const changed = await change(rider.user.id, { role: 'staff' });
    expect(changed).toMatchObject({ status: 200, body: { data: { role: 'staff' } } });
    expect((await server.request('GET', '/api/v1/me', { token: rider.token })).status).toBe(401);
    expect((await login(rider.user.email)).body.user).toMatchObject({ admin: true, role: 'staff' });
  });

  it('keeps an owner who can log in: the last one cannot step down or block themselves', async () => {
    const lastOwner =
      'The shop must keep an owner who can log in: make someone else an owner first';
    const shop = await startApp();
    try {
      const first = await owner(shop);
      const patch = (id: number, body: object, token = first.token) =>
        shop.request('PATCH', `/api/v1/admin/people/${id}`, { token, body });
      for (const body of [{ role: 'staff' }, { role: 'rider' }, { blocked: true }]) {
        expect(await patch(first.user.id, body)).toMatchObject({
          status: 422,
          body: { message: [lastOwner] },
        });
      }
      const second = await promoted(shop, first.token, 'owner');
      expect((await patch(first.user.id, { role: 'staff' })).status).toBe(200);
      // Now the second is the last owner.
      expect((await patch(second.user.id, { blocked: true }, second.token)).status).toBe(422);
      const deleted = await shop.request('DELETE', '/api/v1/me', {
        token: second.token,
        body: { password: 'secret-password' },
      });
      expect(deleted.body.message).toEqual([
        "This is the shop's last owner account and cannot be deleted",
      ]);
    } finally {
      await shop.close();
    }
  });

  it('leaves an owner when two owners demote each other at once', async () => {
    // Every read of users answers late, so the two changes are sure to meet between their
    // reads of the owners and their updates: only the lock keeps the second from going on.
    const shop = await startApp({}, undefined, {
      decorateDatabase: (database) => ({
        ...database,
        db: database.db.withPlugin(new SlowUserReads()),
      }),
    });
    try {
      const first = await owner(shop);
      const second = await promoted(shop, first.token, 'owner');
      const demote = (id: number, token: string) =>
        shop.request('PATCH', `/api/v1/admin/people/${id}`, { token, body: { role: 'staff' } });
      const answers = await Promise.all([
        demote(second.user.id, first.token),
        demote(first.user.id, second.token),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const owners = await shop.app.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
    } finally {
      await shop.close();
    }
  });

  it('answers 404 for nobody, and 422 for a role that is none', async () => {
    expect(await change(999999, { role: 'staff' })).toMatchObject({
      status: 404,
      body: { message: 'Person not found' },
    });
    expect((await change(boss.id, { role: 'king' })).body.message).toEqual([
      'Role must be rider, staff or owner',
    ]);
  });
});
