// The shop's card the shell's server writes into its page for the sign-in form
// (shell/server/shop-card.mjs), over real HTTP from an api the test runs: escaped, in every
// language the shell speaks, kept a minute, asked again 5 s after a failure, and never holding
// the page up: without the api the page comes whole, without the card.
import http from 'node:http';
import { REMOTES } from '../../../apps.config.cjs';
import { shopCardReader } from '../shop-card.mjs';
import { hungServer, servers, shell } from './servers.mjs';

const OPEN = { opens: '09:00', closes: '19:00' };
const PROFILE = {
  name: 'Vespa Rentals Roma',
  address: 'Via dei Serpenti 12, 00184 Roma',
  phone: '+39 06 1234 5678',
  email: 'desk@vespa-roma.example',
  opening_hours: [OPEN, OPEN, OPEN, OPEN, { opens: '10:00', closes: '13:30' }, OPEN, null],
  time_zone: 'Europe/Rome',
  currency: 'EUR',
};

/**
 * An api whose GET /api/v1/shop answers what `answers` holds next (the last one again once they
 * run out): a profile, or a status code. `asked` counts the requests.
 */
async function api(...answers) {
  const state = { asked: 0 };
  const server = http.createServer((_req, res) => {
    state.asked += 1;
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (typeof answer === 'number') res.writeHead(answer).end();
    else {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: answer }));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => new Promise((done) => server.close(done)) });
  state.url = `http://127.0.0.1:${server.address().port}`;
  return state;
}

/** Every remote at a port nothing listens on: this file is about the api. */
const noRemotes = () =>
  Object.fromEntries(REMOTES.map((r) => [r.federationName, 'http://127.0.0.1:1']));
const page = async (shellUrl) => (await fetch(`${shellUrl}/login`)).text();
/** The card's block in `language`, or undefined. */
const blockIn = (html, language) =>
  new RegExp(`<section class="shell-visit__language" lang="${language}">(.*?)</section>`).exec(
    html,
  )?.[1];

describe("the sign-in page's shop card", () => {
  it("shows the shop's name, address, phone and the week's hours, in each language", async () => {
    const html = await page(await shell(noRemotes(), (await api(PROFILE)).url));
    expect(html).toMatch(/<div id=root><\/div><aside class="shell-visit">/);
    const english = blockIn(html, 'en');
    expect(english).toContain('<h2>Find us</h2>');
    expect(english).toContain(
      '<address><strong>Vespa Rentals Roma</strong><br>Via dei Serpenti 12, 00184 Roma<br>' +
        '<a href="tel:+390612345678">+39 06 1234 5678</a></address>',
    );
    expect(english).toContain(
      '<dt>Friday</dt><dd>10:00–13:30</dd><dt>Saturday</dt><dd>09:00–19:00</dd>' +
        '<dt>Sunday</dt><dd>Closed</dd>',
    );
    const italian = blockIn(html, 'it');
    expect(italian).toContain('<h2>Dove siamo</h2><address><strong>Vespa Rentals Roma</strong>');
    expect(italian).toContain('<h3>Orari di apertura</h3><dl><dt>Lunedì</dt><dd>09:00–19:00</dd>');
    expect(italian).toContain('<dt>Domenica</dt><dd>Chiuso</dd>');
  });

  it('writes what the profile holds as text, never as markup', async () => {
    const hostile = {
      ...PROFILE,
      name: '<script>alert(1)</script>',
      address: 'Via "Roma" & \'Co\' <b>',
      phone: '"><img src=x onerror=alert(1)>',
    };
    const html = await page(await shell(noRemotes(), (await api(hostile)).url));
    expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
    expect(html).toContain('Via &quot;Roma&quot; &amp; &#39;Co&#39; &lt;b&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
  });

  it('leaves the page whole, without the card, when the api is down or never answers', async () => {
    const down = await api(PROFILE);
    await servers.pop().close();
    for (const apiUrl of [down.url, await hungServer()]) {
      const response = await fetch(`${await shell(noRemotes(), apiUrl)}/login`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<div id=root></div></body>');
      expect(html).toContain('id=vespa-boot-data>{"shellChunks"');
      expect(html).not.toContain('shell-visit');
    }
  });
});

describe("reading the shop's card", () => {
  it('keeps a profile a minute, and asks again 5 s after a failure, not a minute', async () => {
    const shop = await api(503, PROFILE, { ...PROFILE, name: 'Vespa Rentals Trastevere' });
    let clock = 0;
    const reader = shopCardReader(shop.url, { now: () => clock });
    expect(await reader.read()).toBe('');
    clock = 4999;
    expect(await reader.read()).toBe('');
    expect(shop.asked).toBe(1);

    clock = 5000;
    expect(await reader.read()).toContain('Vespa Rentals Roma');
    expect(shop.asked).toBe(2);
    clock = 5000 + 59_999;
    expect(await reader.read()).toContain('Vespa Rentals Roma');
    expect(shop.asked).toBe(2);

    clock = 5000 + 60_000;
    expect(await reader.read()).toContain('Vespa Rentals Trastevere');
    expect(shop.asked).toBe(3);
  });

  it('waits at most 300 ms for an api that never answers', async () => {
    const waited = [];
    // The pause is the test's: it ends at once, as 300 ms would.
    const wait = async (ms) => {
      waited.push(ms);
    };
    const reader = shopCardReader(await hungServer(), { wait, now: () => 0, timeoutMs: 60_000 });
    expect(await reader.read()).toBe('');
    expect(waited).toEqual([300]);
  });
});
