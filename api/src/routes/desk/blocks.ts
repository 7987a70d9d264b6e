import {
  blockReasonProblem,
  blockTimeProblems,
  DESK_PROBLEMS,
  ruleProblem,
  ruleSentence,
  skippedTimeProblem,
  wallClockMs,
  wallClockNow,
} from 'shared-domain';
import { parseId, Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../lib/error-reply';
import { createBlock, deleteBlock } from '../../repositories/blocks';
import { type Api, errorResponses } from '../schemas';
import { MessageResponse, NewBlockBody } from 'shared-domain/wire';
import { BlockConflictResponse, BlockCreatedResponse, IdParams } from './schemas';

const FIELDS = ['from', 'to', 'reason'] as const;
/** Workshop blocks: the times a motorcycle is out of service (docs/PRODUCT.md, "The shop's desk"). */
export default async function blockRoutes(app: Api) {
  app.post(
    '/motorcycles/:id/blocks',
    {
      config: { access: { role: 'staff', area: 'workshop' } },
      attachValidation: true,
      schema: {
        summary: 'Take a motorcycle to the workshop for a time (administrators)',
        params: IdParams,
        body: NewBlockBody,
        response: {
          201: BlockCreatedResponse,
          409: BlockConflictResponse,
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const problems = new Problems(FIELDS, request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const { from, to, reason } = request.body;
      for (const field of ['from', 'to'] as const) {
        const invalid = ruleProblem('field.dateTime', { field });
        problems.rule(field, request.body[field], (value) =>
          wallClockMs(value) === null ? invalid : null,
        );
      }
      // A time the shop's clocks skip (docs/PRODUCT.md, "Bookings": the shop's time).
      problems.rule('from', from, (value) => skippedTimeProblem(value, app.config.shopTimeZone));
      problems.rule('to', to, (value) => skippedTimeProblem(value, app.config.shopTimeZone, true));
      if (problems.passed('from') && problems.passed('to')) {
        const order = blockTimeProblems(from, to).to;
        if (order) problems.check('to', false, order);
      }
      // A block that is over already holds nothing and would only bend the reports.
      const wallNow = wallClockNow(app.config.now(), app.config.shopTimeZone);
      if (problems.passed('to')) {
        problems.check('to', (wallClockMs(to) as number) > wallNow, DESK_PROBLEMS.toPast);
      }
      problems.rule('reason', reason, blockReasonProblem);
      if (!problems.ok) return sendError(reply, 422, problems.messages);

      const motorcycleId = parseId(request.params.id);
      const outcome =
        motorcycleId === null
          ? ({ kind: 'not-found' } as const)
          : await createBlock(app.database, {
              motorcycleId,
              interval: { start: wallClockMs(from) as number, end: wallClockMs(to) as number },
              reason: reason.trim(),
              createdBy: currentUser(request).id,
              wallNow,
            });
      if (outcome.kind === 'not-found')
        return sendError(reply, 404, request.t('notFound.motorcycle'));
      if (outcome.kind === 'blocked' || outcome.kind === 'reservations') {
        const blocked = outcome.kind === 'blocked';
        return reply.code(409).send({
          success: false,
          error: true,
          message: [
            ruleSentence(
              request.t,
              blocked ? DESK_PROBLEMS.blockOverBlock : DESK_PROBLEMS.blockOverReservations,
            ),
          ],
          conflicts: blocked ? [] : outcome.conflicts,
        });
      }
      request.log.info({ blockId: outcome.block.id, by: currentUser(request).id }, 'block created');
      return reply.code(201).send({
        success: true,
        message: request.t('desk.blockCreated'),
        data: outcome.block,
      });
    },
  );

  app.delete(
    '/blocks/:id',
    {
      config: { access: { role: 'staff', area: 'workshop' } },
      schema: {
        summary: 'End a workshop block: the time is free to book at once (administrators)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      if (id === null || !(await deleteBlock(app.database, id, currentUser(request).id))) {
        return sendError(reply, 404, request.t('desk.blockNotFound'));
      }
      return { success: true as const, message: request.t('desk.blockRemoved') };
    },
  );
}
