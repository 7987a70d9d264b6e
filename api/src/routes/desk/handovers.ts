import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DESK_PROBLEMS,
  odometerProblem,
  type RuleProblem,
  ruleSentence,
  wallClockNow,
} from 'shared-domain';
import { parseId } from '../../lib/validation';
import { sendError } from '../../lib/error-reply';
import { currentUser } from '../../plugins/auth';
import { handOver, type HandoverOutcome, takeBack } from '../../repositories/handovers';
import { lineOf, optionalText, stepLineSentences } from '../reservations/ledger-line';
import { type Api, errorResponses } from '../schemas';
import { PickupBody, ReturnBody } from 'shared-domain/wire';
import { HandoverResponse, IdParams } from './schemas';

/** Why a step cannot be taken from a reservation's status: the keys of its sentences. */
const WRONG_STATUS = {
  pickup: {
    cancelled: 'desk.cancelledNoPickup',
    out: 'desk.alreadyOut',
    returned: 'desk.alreadyReturned',
    confirmed: null,
  },
  return: {
    cancelled: 'desk.cancelledNoReturn',
    confirmed: 'desk.notOutYet',
    returned: 'desk.alreadyReturned',
    out: null,
  },
} as const;

function answer(reply: FastifyReply, outcome: HandoverOutcome, step: 'pickup' | 'return') {
  const refuse = (problem: RuleProblem) =>
    sendError(reply, 422, [ruleSentence(reply.request.t, problem)]);
  switch (outcome.kind) {
    case 'not-found':
      return sendError(reply, 404, reply.request.t('notFound.reservation'));
    case 'wrong-status': {
      const key = WRONG_STATUS[step][outcome.status];
      // Never the step's own status, which the repository goes on with: null keeps the table whole.
      return sendError(reply, 422, key ? [reply.request.t(key)] : []);
    }
    case 'odometer-below':
      return refuse(DESK_PROBLEMS.odometerBelowPickup(outcome.pickupKm));
    case 'odometer-below-last':
      return refuse(DESK_PROBLEMS.odometerBelowLast(outcome.lastKm));
    case 'too-early':
      return refuse(DESK_PROBLEMS.tooEarly(outcome.date));
    case 'still-out':
      return refuse(DESK_PROBLEMS.stillOut);
    case 'line-refused':
      return refuse(outcome.problem);
    case 'done':
      return reply.send({
        success: true,
        message: reply.request.t(step === 'pickup' ? 'desk.handedOver' : 'desk.takenBack'),
        data: outcome.reservation,
      });
  }
}

/** The desk's hand-over and take-back (docs/PRODUCT.md, "The shop's desk"). */
export default async function handoverRoutes(app: Api) {
  const common = {
    config: { access: { role: 'staff', area: 'handovers' } } as const,
    response: { 200: HandoverResponse, ...errorResponses(400, 401, 403, 404, 422) },
  };

  /** What both steps check first and record alike; `run` takes the step with them. */
  async function takeStep(
    request: FastifyRequest<{ Params: { id: string }; Body: PickupBody }>,
    reply: FastifyReply,
    step: 'pickup' | 'return',
    run: (id: number, recorded: Parameters<typeof handOver>[2]) => Promise<HandoverOutcome>,
  ) {
    // The odometer's problem and each money line's, in the order of the body.
    const odometer = odometerProblem(request.body.odometer_km);
    const problems = [
      ...(odometer ? [ruleSentence(request.t, odometer)] : []),
      ...stepLineSentences(request.t, request.body.money ?? []),
    ];
    if (problems.length > 0) return sendError(reply, 422, problems);
    const id = parseId(request.params.id);
    if (id === null) return sendError(reply, 404, request.t('notFound.reservation'));
    const now = app.config.now();
    const outcome = await run(id, {
      lines: (request.body.money ?? []).map(lineOf),
      odometerKm: request.body.odometer_km,
      note: optionalText(request.body.note),
      at: now,
      shopNowMs: wallClockNow(now, app.config.shopTimeZone),
      actorId: currentUser(request).id,
    });
    return answer(reply, outcome, step);
  }

  app.post(
    '/reservations/:id/pickup',
    {
      config: common.config,
      schema: {
        summary: 'Hand a motorcycle over: confirmed → out (administrators)',
        params: IdParams,
        body: PickupBody,
        response: common.response,
      },
    },
    (request, reply) =>
      takeStep(request, reply, 'pickup', (id, recorded) => handOver(app.database, id, recorded)),
  );

  app.post(
    '/reservations/:id/return',
    {
      config: common.config,
      schema: {
        summary: 'Take a motorcycle back: out → returned, with how late (administrators)',
        params: IdParams,
        body: ReturnBody,
        response: common.response,
      },
    },
    (request, reply) =>
      takeStep(request, reply, 'return', (id, recorded) =>
        takeBack(app.database, id, {
          ...recorded,
          damage: optionalText(request.body.damage),
          locale: request.locale,
        }),
      ),
  );
}
