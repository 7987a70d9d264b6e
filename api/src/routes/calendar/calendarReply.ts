import type { FastifyReply } from 'fastify';

/** Calendar files are a rider's data: no cache, shared or private, may keep them. */
export function sendCalendar(reply: FastifyReply, body: string, download?: string) {
  reply.header('content-type', 'text/calendar; charset=utf-8');
  reply.header('cache-control', 'private, no-store');
  if (download) reply.header('content-disposition', `attachment; filename="${download}"`);
  return reply.send(body);
}
