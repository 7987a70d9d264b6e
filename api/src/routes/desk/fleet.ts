import { todayIn, wallClockNow } from 'shared-domain';
import { readDays } from '../../lib/validation';
import { sendError } from '../../lib/error-reply';
import { fleetWindow } from '../../repositories/fleet';
import { type Api, errorResponses } from '../schemas';
import { FleetQuery, FleetResponse } from './schemas';

const DEFAULT_DAYS = 7;
const MAX_DAYS = 31;

/** The fleet timeline's window: every motorcycle's rides and workshop blocks, for some days. */
export default async function fleetRoutes(app: Api) {
  app.get(
    '/admin/fleet',
    {
      config: { access: { role: 'staff', area: 'fleet' } },
      schema: {
        summary: 'What every motorcycle does over some days (administrators)',
        querystring: FleetQuery,
        response: { 200: FleetResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const from = request.query.from || todayIn(app.config.now(), app.config.shopTimeZone);
      const asked = readDays(request.t, from, request.query.days || String(DEFAULT_DAYS), MAX_DAYS);
      if (Array.isArray(asked)) return sendError(reply, 422, asked);
      const { days } = asked;
      const wallNow = wallClockNow(app.config.now(), app.config.shopTimeZone);
      const read = () => fleetWindow(app.database.db, asked, wallNow);
      // A week is what the page asks; longer windows are heavy reads (api/README.md).
      const window =
        days <= DEFAULT_DAYS
          ? await read()
          : await app.heavyReads.run(
              request,
              reply,
              () => request.t('busy.fleet', { days: DEFAULT_DAYS }),
              read,
            );
      if (!('reservations' in window)) return window;
      return { success: true as const, data: { from, days, ...window } };
    },
  );
}
