import { wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { sendRefusal } from '../../plugins/rate-limit';
import { cancelReservation } from '../../repositories/reservations/cancel';
import { MessageResponse } from 'shared-domain/wire';
import { type Api, errorResponses } from '../schemas';
import { CancelBody, ReservationIdParams } from './schemas';

/** DELETE /reservations/:id: a rider cancels a ride that has not started; the desk, anyone's. */
export default async function cancelRoute(app: Api) {
  const limited = { most: app.config.rateLimits.cancellationsPerRider.points, asList: true };

  app.delete(
    '/reservations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "Cancel a reservation that has not started (your own; administrators: anyone's); its slot is free at once",
        params: ReservationIdParams,
        body: CancelBody,
        response: { 200: MessageResponse, ...errorResponses(401, 404, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseId(request.params.id);
      if (id === null) return sendError(reply, 404, request.t('notFound.reservation'));
      const limit = app.limiters.cancellations;
      // Only cancellations of one's own count: the shop cancelling riders' bookings is not
      // limited. An account at its limit is told so before any transaction.
      const looked = await limit.check(user.id);
      if (looked.kind !== 'allowed' && !user.admin) {
        return sendRefusal(reply, looked, 'cancellations', limited);
      }
      const outcome = await limit.counted(user.id, (count) =>
        cancelReservation(app.database, id, {
          userId: user.admin ? null : user.id,
          // The desk may release a ride whose rider never came (docs/PRODUCT.md).
          startedBefore: user.admin
            ? null
            : wallClockNow(app.config.now(), app.config.shopTimeZone),
          countOwn: { callerId: user.id, count },
          notice: {
            callerId: user.id,
            reason: request.body?.reason?.trim() || null,
            locale: request.locale,
          },
        }),
      );
      if (outcome.kind === 'limited') {
        return sendRefusal(reply, outcome.verdict, 'cancellations', limited);
      }
      if (outcome.kind === 'not-found') {
        return sendError(reply, 404, request.t('notFound.reservation'));
      }
      if (outcome.kind === 'started') return sendError(reply, 422, [request.t('booking.started')]);
      if (outcome.kind === 'handed-over')
        return sendError(reply, 422, [request.t('booking.handedOver')]);
      request.log.info({ reservationId: id, by: user.id }, 'reservation cancelled');
      return { success: true as const, message: request.t('booking.cancelled') };
    },
  );
}
