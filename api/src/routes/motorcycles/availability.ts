import { todayISO, wallClockNow, wallClockText } from 'shared-domain';
import { parseId, readDays } from '../../lib/validation';
import { sendError } from '../../lib/error-reply';
import { findActiveMotorcycle } from '../../repositories/motorcycles';
import { blocksOverlapping } from '../../repositories/blocks';
import { busyIntervals } from '../../repositories/holds';
import { type Api, errorResponses } from '../schemas';
import { AvailabilityQuery, AvailabilityResponse, MotorcycleIdParams } from './schemas';

const DEFAULT_DAYS = 31;
const MAX_DAYS = 92;

/**
 * When a motorcycle is taken, so the reserve form can say so before the rider presses Book Now.
 * Only the held intervals: never who holds them.
 */
export default async function availabilityRoutes(app: Api) {
  app.get(
    '/motorcycles/:id/availability',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'When a motorcycle is booked over the coming days',
        params: MotorcycleIdParams,
        querystring: AvailabilityQuery,
        response: { 200: AvailabilityResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const from = request.query.from ?? todayISO(app.config.now(), app.config.shopTimeZone);
      const days = request.query.days ?? String(DEFAULT_DAYS);
      const window = readDays(request.t, from, days, MAX_DAYS);
      if (Array.isArray(window)) return sendError(reply, 422, window);

      const id = parseId(request.params.id);
      const motorcycle = id === null ? null : await findActiveMotorcycle(app.database.db, id);
      if (!motorcycle) return sendError(reply, 404, request.t('notFound.motorcycle'));

      const [booked, blocks] = await Promise.all([
        busyIntervals(app.database.db, motorcycle.id, {
          from: window.start,
          to: window.end,
          wallNow: wallClockNow(app.config.now(), app.config.shopTimeZone),
        }),
        blocksOverlapping(app.database.db, motorcycle.id, window),
      ]);
      // Workshop times say only that: never the reason, which is the shop's own business.
      const busy = [
        ...booked.map((interval) => ({
          start: wallClockText(interval.start),
          end: wallClockText(interval.end),
          kind: 'booked' as const,
        })),
        ...blocks.map((block) => ({ start: block.from, end: block.to, kind: 'workshop' as const })),
      ].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
      return {
        success: true as const,
        data: { motorcycle_id: motorcycle.id, from, days: window.days, busy },
      };
    },
  );
}
