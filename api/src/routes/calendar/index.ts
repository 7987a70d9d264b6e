import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../lib/error-reply';
import { findCalendarRide } from '../../repositories/calendar';
import { readShopProfile } from '../../repositories/shop';
import { type Api, errorResponses } from '../schemas';
import { rideFile, rideFileName } from './rideEvent';
import { ReservationIdParams } from '../reservations/schemas';
import { sendCalendar } from './calendarReply';
import calendarFeedRoutes from './feed';

/**
 * Rides in the riders' own calendars (docs/PRODUCT.md, "Rides in your calendar"): one ride as a
 * file, and a private feed of the rider's rides that calendar apps subscribe to.
 */
export default async function calendarRoutes(app: Api) {
  app.get(
    '/reservations/:id/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "One reservation as an iCalendar file (text/calendar): your own; administrators: anyone's",
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
      if (!ride) return sendError(reply, 404, request.t('notFound.reservation'));
      // In the request's language, else the account's (the rider's own, or the administrator's).
      const text = {
        locale: request.locale,
        shop: await readShopProfile(app.database.db, app.config),
      };
      return sendCalendar(reply, rideFile(ride, app.config.now(), text), rideFileName(ride.id));
    },
  );

  await app.register(calendarFeedRoutes);
}
