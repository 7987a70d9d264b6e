import { toReservationMoney } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { findAdminReservation } from '../../repositories/admin-reservation-row';
import { ledgerOf } from '../../repositories/ledger';
import { type Api, errorResponses } from '../schemas';
import { ReservationDetailResponse, ReservationIdParams } from './schemas';

/**
 * GET /reservations/:id: one reservation with its money and its ledger; a rider's own (another's
 * is not found), staff anyone's. Riders are not told which of the staff wrote a line.
 */
export default async function showRoute(app: Api) {
  app.get(
    '/reservations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "One reservation with its money and its ledger's lines (your own; administrators: anyone's)",
        params: ReservationIdParams,
        response: { 200: ReservationDetailResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseId(request.params.id);
      const reservation = id === null ? null : await findAdminReservation(app.database.db, id);
      if (!reservation || (!user.admin && reservation.user.id !== user.id)) {
        return sendError(reply, 404, request.t('notFound.reservation'));
      }
      const { lines, money } = await ledgerOf(app.database.db, reservation.id);
      return {
        success: true as const,
        data: {
          ...reservation,
          money: toReservationMoney(money),
          lines: user.admin ? lines : lines.map(({ created_by: _, ...line }) => line),
        },
      };
    },
  );
}
