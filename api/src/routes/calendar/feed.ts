import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CALENDAR_FEED_PAST_DAYS, wallClockNow } from 'shared-domain';
import { calendarFile } from '../../lib/icalendar';
import { isLocale, translator } from '../../lib/i18n';
import { sendError } from '../../lib/error-reply';
import { currentUser } from '../../plugins/auth';
import { sendRefusal } from '../../plugins/rate-limit';
import {
  endCalendarFeed,
  feedRides,
  findCalendarFeed,
  replaceCalendarFeed,
} from '../../repositories/calendar';
import { readShopProfile } from '../../repositories/shop';
import { MessageResponse } from 'shared-domain/wire';
import { type Api, errorResponses } from '../schemas';
import { sendCalendar } from './calendarReply';
import { rideEvent } from './rideEvent';
import { CalendarFeedResponse, FeedFileParams } from './schemas';

const DAY_MS = 86_400_000;
/**
 * A feed's secret is a selector, stored as it is to find the feed, and a verifier, of which only
 * the SHA-256 is stored and compared in constant time: neither a copy of the database nor the
 * timing of the comparison gives away an address that works.
 */
const SELECTOR_BYTES = 12;
const VERIFIER_BYTES = 32;
/** Their base64url lengths, and the file name's. */
const SELECTOR_LENGTH = 16;
const FEED_FILE = /^[\w-]{59}\.ics$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * The rider's private feed (docs/PRODUCT.md, "Rides in your calendar"): made, replaced and turned
 * off with the rider's bearer; read by calendar apps with the address alone.
 */
export default async function calendarFeedRoutes(app: Api) {
  const limited = { most: app.config.rateLimits.calendarFeedsPerRider.points };

  app.post(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'A new private address of your rides for calendar apps; the address given before stops working',
        response: { 200: CalendarFeedResponse, ...errorResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // Each new address is a write other riders' requests queue behind (api/README.md, "Rate limits").
      const selector = randomBytes(SELECTOR_BYTES).toString('base64url');
      const verifier = randomBytes(VERIFIER_BYTES).toString('base64url');
      const verdict = await app.limiters.calendarFeeds.counted(userId, async (count) => {
        const counted = await count();
        if (counted.kind !== 'allowed') return counted;
        const verifierHash = sha256(verifier).toString('hex');
        await replaceCalendarFeed(app.database.db, { userId, selector, verifierHash });
        return counted;
      });
      if (verdict.kind !== 'allowed') return sendRefusal(reply, verdict, 'calendarFeeds', limited);
      // From configuration, never from the request's Host or X-Forwarded-Host, which a client writes.
      const url = `${app.config.publicApiUrl}${app.prefix}/calendar/feed/${selector}${verifier}.ics`;
      return { success: true as const, data: { url } };
    },
  );

  app.delete(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Turns your calendar feed off: its address stops working at once (200 also when there was none)',
        response: { 200: MessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const ended = await endCalendarFeed(app.database.db, currentUser(request).id);
      return {
        success: true as const,
        message: request.t(ended ? 'calendar.turnedOff' : 'calendar.noneToTurnOff'),
      };
    },
  );

  // No bearer: calendar apps cannot send one. The secret in the address is the key.
  app.get(
    '/calendar/feed/:file',
    {
      schema: {
        summary:
          "A rider's confirmed and out rides from 30 days ago on, as an iCalendar feed (text/calendar); no bearer, the address is the secret",
        params: FeedFileParams,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const notFound = () => sendError(reply, 404, request.t('calendar.notFound'));
      if (!FEED_FILE.test(file)) return notFound();
      const feed = await findCalendarFeed(app.database.db, file.slice(0, SELECTOR_LENGTH));
      const verifier = file.slice(SELECTOR_LENGTH, -'.ics'.length);
      if (!feed || !timingSafeEqual(sha256(verifier), Buffer.from(feed.verifier_hash, 'hex'))) {
        return notFound();
      }
      const now = app.config.now();
      const since = wallClockNow(now, app.config.shopTimeZone) - CALENDAR_FEED_PAST_DAYS * DAY_MS;
      const rides = await feedRides(app.database.db, feed.user_id, since);
      // A calendar app asks on its own schedule, naming no language of the rider's: the feed is
      // in the account's language, else English.
      const locale = isLocale(feed.locale) ? feed.locale : 'en';
      const shop = await readShopProfile(app.database.db, app.config);
      const events = rides.map((ride) => rideEvent(ride, now, { locale, shop }));
      return sendCalendar(reply, calendarFile(events, translator(locale)('calendar.feedName')));
    },
  );
}
