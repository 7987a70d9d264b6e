import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CALENDAR_FEED_PAST_DAYS, wallClockNow } from 'shared-domain';
import { calendarFile } from '../../lib/icalendar';
import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../lib/error-reply';
import {
  feedRides,
  findCalendarFeed,
  findCalendarRide,
  replaceCalendarFeed,
} from '../../repositories/calendar';
import { bearerAuth, errorResponses } from '../schemas';
import { rideEvent } from './rideEvent';
import { ReservationIdParams } from '../reservations/schemas';
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

/** Calendar files are a rider's data: no cache, shared or private, may keep them. */
function sendCalendar(reply: FastifyReply, body: string, download?: string) {
  reply.header('content-type', 'text/calendar; charset=utf-8');
  reply.header('cache-control', 'private, no-store');
  if (download) reply.header('content-disposition', `attachment; filename="${download}"`);
  return reply.send(body);
}

/**
 * Rides in the riders' own calendars (docs/PRODUCT.md, "Rides in your calendar"): one ride as a
 * file, and a private feed of the rider's rides that calendar apps subscribe to.
 */
export default async function calendarRoutes(
  app: FastifyInstance,
  options: { now: () => Date; shopTimeZone: string },
) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/reservations/:id/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary:
          "One reservation as an iCalendar file (text/calendar): your own; administrators: anyone's",
        security: bearerAuth,
        params: ReservationIdParams,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseId(request.params.id);
      const ride =
        id === null
          ? undefined
          : await findCalendarRide(app.database.db, id, user.admin ? null : user.id);
      if (!ride) return sendError(reply, 404, 'Reservation not found');
      const file = calendarFile([rideEvent(ride, options.now())], 'Vespa Rentals');
      return sendCalendar(reply, file, `vespa-ride-${ride.id}.ics`);
    },
  );

  routes.post(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary:
          'A new private address of your rides for calendar apps; the address given before stops working',
        security: bearerAuth,
        response: { 200: CalendarFeedResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const selector = randomBytes(SELECTOR_BYTES).toString('base64url');
      const verifier = randomBytes(VERIFIER_BYTES).toString('base64url');
      await replaceCalendarFeed(app.database.db, {
        userId: currentUser(request).id,
        selector,
        verifierHash: sha256(verifier).toString('hex'),
      });
      // The address the rider reached the api at (behind TRUST_PROXY, the one they typed).
      const url = `${request.protocol}://${request.host}${app.prefix}/calendar/feed/${selector}${verifier}.ics`;
      return { success: true as const, data: { url } };
    },
  );

  // No bearer: calendar apps cannot send one. The secret in the address is the key.
  routes.get(
    '/calendar/feed/:file',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "A rider's confirmed and out rides from 30 days ago on, as an iCalendar feed (text/calendar); no bearer, the address is the secret",
        params: FeedFileParams,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const notFound = () => sendError(reply, 404, 'Calendar not found');
      if (!FEED_FILE.test(file)) return notFound();
      const feed = await findCalendarFeed(app.database.db, file.slice(0, SELECTOR_LENGTH));
      const verifier = file.slice(SELECTOR_LENGTH, -'.ics'.length);
      if (!feed || !timingSafeEqual(sha256(verifier), Buffer.from(feed.verifier_hash, 'hex'))) {
        return notFound();
      }
      const now = options.now();
      const since = wallClockNow(now, options.shopTimeZone) - CALENDAR_FEED_PAST_DAYS * DAY_MS;
      const rides = await feedRides(app.database.db, feed.user_id, since);
      const events = rides.map((ride) => rideEvent(ride, now));
      return sendCalendar(reply, calendarFile(events, 'Vespa Rentals rides'));
    },
  );
}
