import { wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { currentUser } from '../../plugins/auth';
import { listReservations, listReservationsPage } from '../../repositories/reservations/rider-list';
import { type Api, errorResponses } from '../schemas';
import { parseRiderCursor, readPage, riderCursor } from './paging';
import { ReservationListQuery, ReservationListResponse } from './schemas';

/** GET /reservations: the caller's own reservations, whole or a page at a time. */
export default async function listRoute(app: Api) {
  app.get(
    '/reservations',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The caller's own reservations: all of them by date; with limit or cursor one page, upcoming ones (soonest first) then past ones (latest first)",
        querystring: ReservationListQuery,
        response: { 200: ReservationListResponse, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // Asked without parameters, the list is whole, as it was before paging (api/README.md, "Paging").
      if (request.query.limit === undefined && request.query.cursor === undefined) {
        return { success: true as const, data: await listReservations(app.database.db, userId) };
      }
      const page = readPage(request.t, request.query, parseRiderCursor);
      if (Array.isArray(page)) return sendError(reply, 422, page);
      const { rows, next } = await listReservationsPage(app.database.db, userId, {
        ...page,
        now: wallClockNow(app.config.now(), app.config.shopTimeZone),
      });
      return {
        success: true as const,
        data: rows,
        next_cursor: next === null ? null : riderCursor(next),
      };
    },
  );
}
