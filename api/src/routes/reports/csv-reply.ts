import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * Whether a report's caller asked for CSV (`Accept: text/csv`, negotiated, so `text/*` works
 * too); JSON otherwise. The same address answers both, so caches (none may keep it anyway) are
 * told the answer varies with Accept.
 */
export function wantsCsv(request: FastifyRequest, reply: FastifyReply): boolean {
  reply.header('vary', 'Accept');
  return new Negotiator(request.raw).mediaType(['application/json', 'text/csv']) === 'text/csv';
}

/** A report as a CSV attachment saved as `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8; header=present')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
