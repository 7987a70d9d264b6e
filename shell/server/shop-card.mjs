// The shop's card on the sign-in page: its name, address, phone and the week's opening hours, from
// GET /api/v1/shop, written by the shell's server into the page (after the app's root, which React
// leaves alone) so the login page's script carries none of it. It is written once per language the
// shell speaks (each block with its `lang`); the shell's stylesheet (src/layout/layout.css) shows it
// beside the sign-in form only, in the language of `<html lang>`, so a switch needs no reload.
// The profile is kept a minute; an api that fails is asked again after 5 s, meanwhile the last
// profile it gave stays (or no card); a page never waits more than 300 ms for it (./kept-answer.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { keptAnswer } from './kept-answer.mjs';

const LOCALES = new URL('../src/locales/', import.meta.url);
/** The words of each language the shell speaks: src/locales/<language>/visit.json. */
const CATALOGUES = Object.fromEntries(
  readdirSync(LOCALES).map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`${language}/visit.json`, LOCALES), 'utf8')),
  ]),
);

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe inside an element or a quoted attribute. */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => ENTITIES[character]);

const TIME = /^\d{2}:\d{2}$/;
const isDay = (day) => day === null || (TIME.test(day?.opens) && TIME.test(day?.closes));

/** The profile in an answer of GET /api/v1/shop, or null when it is not one. */
function profileOf(body) {
  const shop = body?.data;
  const texts = ['name', 'address', 'phone'].every((field) => typeof shop?.[field] === 'string');
  const week = Array.isArray(shop?.opening_hours) && shop.opening_hours.length === 7;
  return texts && week && shop.opening_hours.every(isDay) ? shop : null;
}

/** Monday to Sunday in `language`, as a list's labels ("Lunedì"). */
function weekdays(language) {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, day) => {
    const name = format.format(Date.UTC(2024, 0, 1 + day));
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  });
}

function block(shop, language, words) {
  const days = weekdays(language).map((day, index) => {
    const hours = shop.opening_hours[index];
    const text = hours ? `${hours.opens}–${hours.closes}` : words['visit.closed'];
    return `<dt>${escapeHtml(day)}</dt><dd>${escapeHtml(text)}</dd>`;
  });
  const phone = shop.phone
    ? `<br><a href="tel:${escapeHtml(shop.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(shop.phone)}</a>`
    : '';
  const address = shop.address ? `<br>${escapeHtml(shop.address)}` : '';
  return (
    `<section class="shell-visit__language" lang="${escapeHtml(language)}">` +
    `<h2>${escapeHtml(words['visit.title'])}</h2>` +
    `<address><strong>${escapeHtml(shop.name)}</strong>${address}${phone}</address>` +
    `<h3>${escapeHtml(words['visit.hours'])}</h3><dl>${days.join('')}</dl></section>`
  );
}

/** The card's HTML for the shop's profile: one block per language. */
export function shopCard(shop) {
  const blocks = Object.entries(CATALOGUES).map(([language, words]) =>
    block(shop, language, words),
  );
  return `<aside class="shell-visit">${blocks.join('')}</aside>`;
}

/**
 * Reads the card: `read()` resolves with its HTML, or '' while the api has given no profile.
 * `api` is the api's base URL; `now` and `wait` are the clock, for tests.
 */
export function shopCardReader(
  api,
  { keepMs = 60_000, retryMs = 5000, waitMs = 300, timeoutMs = 5000, now, wait } = {},
) {
  const ask = async (last) => {
    try {
      const response = await fetch(`${api.replace(/\/+$/, '')}/api/v1/shop`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const shop = response.ok ? profileOf(await response.json()) : null;
      if (!shop) throw new Error(`GET /api/v1/shop answered ${response.status} without a profile`);
      return { value: shopCard(shop), ok: true };
    } catch {
      return { value: last?.value ?? '', ok: false };
    }
  };
  const kept = keptAnswer(ask, { keepMs, retryMs, waitMs, now, wait });
  return { read: async () => (await kept.read()) ?? '' };
}
