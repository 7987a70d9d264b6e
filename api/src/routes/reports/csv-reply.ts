import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * A report as its caller asked for it: CSV (`Accept: text/csv`, negotiated, so `text/*` works
 * too), an attachment saved as `fileName`; JSON (`data`) otherwise. The same address answers both,
 * so caches (none may keep it anyway) are told the answer varies with Accept.
 */
export function sendReport<Data>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: Data,
  fileName: string,
  csv: () => string,
) {
  reply.header('vary', 'Accept');
  const negotiated = new Negotiator(request.raw).mediaType(['application/json', 'text/csv']);
  if (negotiated !== 'text/csv') return { success: true as const, data };
  return reply
    .header('content-type', 'text/csv; charset=utf-8; header=present')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv());
}
