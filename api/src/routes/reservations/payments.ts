import { ledgerLineProblems, ruleSentence, toReservationMoney } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { parseId, Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { writeLedgerLine } from '../../repositories/ledger-write';
import { LINE_FIELDS, lineOf } from './ledger-line';
import { type Api, errorResponses } from '../schemas';
import { NewLedgerLineBody } from 'shared-domain/wire';
import { LedgerLineCreatedResponse, ReservationIdParams } from './schemas';

/** A line of a reservation's ledger: money taken, given back, owed or held (api/README.md, "Money"). */
export default async function paymentRoutes(app: Api) {
  app.post(
    '/reservations/:id/payments',
    {
      config: { access: { role: 'staff', area: 'payments' } },
      attachValidation: true,
      schema: {
        summary:
          "Write a line of a reservation's ledger: a payment, refund, charge, deposit held, returned or kept, or a void of a line (administrators)",
        params: ReservationIdParams,
        body: NewLedgerLineBody,
        response: { 201: LedgerLineCreatedResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const problems = new Problems(LINE_FIELDS, request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const found = ledgerLineProblems(request.body);
      for (const field of LINE_FIELDS) {
        problems.rule(field, request.body, () => found[field] ?? null);
      }
      if (!problems.ok) return sendError(reply, 422, problems.messages);
      const id = parseId(request.params.id);
      if (id === null) return sendError(reply, 404, request.t('notFound.reservation'));
      const outcome = await writeLedgerLine(app.database, id, {
        line: lineOf(request.body),
        actorId: currentUser(request).id,
        at: app.config.now(),
      });
      if (outcome.kind === 'not-found') {
        return sendError(reply, 404, request.t('notFound.reservation'));
      }
      if (outcome.kind === 'refused') {
        return sendError(reply, 422, [ruleSentence(request.t, outcome.problem)]);
      }
      return reply.code(201).send({
        success: true,
        message: request.t(outcome.line.kind === 'void' ? 'ledger.voided' : 'ledger.recorded'),
        data: { line: outcome.line, money: toReservationMoney(outcome.money) },
      });
    },
  );
}
