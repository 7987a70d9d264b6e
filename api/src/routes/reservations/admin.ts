import type { Static } from 'typebox';
import { isValidISODate, type ReservationStatus } from 'shared-domain';
import type { Translate } from '../../lib/i18n';
import { parseId } from '../../lib/validation';
import { type AdminFilter, listAllReservations } from '../../repositories/reservations/admin-list';
import { type Api, errorResponses } from '../schemas';
import { answerAdminList } from './paging';
import { AdminReservationListResponse, AdminReservationsQuery } from './schemas';

const DAY_MS = 86_400_000;
const STATUSES = ['confirmed', 'out', 'returned', 'cancelled', 'all'] as const;

/** An optional id of the query: undefined when absent, null when it is not an id. */
const optionalId = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : parseId(value);

/** The query as a filter, or the sentences saying what is wrong with it. */
function toFilter(
  query: Static<typeof AdminReservationsQuery>,
  t: Translate,
): AdminFilter | string[] {
  const problems: string[] = [];
  // A whole sentence per field, not a label put in one: Italian words the two differently.
  const day = (value: string | undefined, invalid: 'query.fromDate' | 'query.toDate') => {
    if (value === undefined || value === '') return undefined;
    if (isValidISODate(value)) return Date.parse(`${value}T00:00Z`);
    problems.push(t(invalid));
    return undefined;
  };
  const from = day(query.from, 'query.fromDate');
  const to = day(query.to, 'query.toDate');
  if (from !== undefined && to !== undefined && to < from) {
    problems.push(t('query.toBeforeFrom'));
  }
  const motorcycleId = optionalId(query.motorcycle_id);
  if (motorcycleId === null) problems.push(t('query.motorcycle'));
  // The reference a rider gives at the desk is the reservation's id.
  const reference = optionalId(query.reference);
  if (reference === null) problems.push(t('query.reference'));
  const status = query.status || 'all';
  if (!(STATUSES as readonly string[]).includes(status)) {
    problems.push(t('query.reservationStatus'));
  }
  if (problems.length > 0) return problems;
  return {
    from,
    // Inclusive: the whole "to" day.
    to: to === undefined ? undefined : to + DAY_MS,
    motorcycleId: motorcycleId ?? undefined,
    status: status === 'all' ? undefined : (status as ReservationStatus),
    reference: reference ?? undefined,
    rider: query.rider?.trim() || undefined,
  };
}

/** Every rider's reservations, a page at a time, for the administrators' schedule of the fleet. */
export default async function adminReservationRoutes(app: Api) {
  app.get(
    '/admin/reservations',
    {
      config: { access: { role: 'staff', area: 'reservations' } },
      schema: {
        summary: "Every rider's reservations, by start time, one page at a time (administrators)",
        querystring: AdminReservationsQuery,
        response: { 200: AdminReservationListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    (request, reply) =>
      answerAdminList(request, reply, toFilter(request.query, request.t), (filter, page) =>
        listAllReservations(app.database.db, filter, page, app.database.dialect),
      ),
  );
}
