import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rideCost, wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { motorcyclesHeldOrFree } from '../../repositories/free-motorcycles';
import { readFreeWindow } from './free-window';
import type { MotorcycleListQuery, MotorcycleListResponse } from './schemas';

/**
 * GET /motorcycles with `from` and `to` (api/README.md, "Free for a time"): the scooters free for
 * the whole of the time, each with its quote, and how many are taken then. The quote is the
 * total a booking of exactly that time must send: the several-days form's hours
 * (multiDayDuration, in free-window.ts) priced by rideCost (the hourly price, and the day price
 * where the motorcycle has one), the rule the booking itself is judged by
 * (repositories/reservations/motorcycle.ts), so the two cannot disagree.
 */
export async function freeMotorcycles(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: MotorcycleListQuery }>,
  reply: FastifyReply,
) {
  const { shopTimeZone } = app.config;
  const now = app.config.now();
  const window = readFreeWindow(request, { now, timeZone: shopTimeZone });
  if (!window.ok) return sendError(reply, 422, window.messages);
  const { duration, held } = window.value;
  const rows = await motorcyclesHeldOrFree(app.database.db, held, wallClockNow(now, shopTimeZone));
  const body: MotorcycleListResponse = {
    success: true,
    data: rows
      .filter((row) => !row.held)
      .map(({ motorcycle }) => ({
        ...motorcycle,
        quote: rideCost(duration, motorcycle).totalCents / 100,
      })),
    taken: rows.filter((row) => row.held).length,
  };
  return reply.send(body);
}
