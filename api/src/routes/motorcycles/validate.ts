import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MOTORCYCLE_FIELDS,
  motorcycleFieldProblem,
  type MotorcycleField,
  toCents,
} from 'shared-domain';
import type { Tables } from '../../db/types';
import { Problems, type Validated } from '../../lib/validation';
import type { MotorcycleInput } from '../../repositories/motorcycle-changes';
import { chassisNumberTaken } from '../../repositories/motorcycles';
import type { MotorcycleChangesBody, NewMotorcycleBody } from './schemas';

/**
 * The fields a change may name, for the sentence said when it names none (only unknown ones):
 * the wire names, as the client writes them. Joined here, not by Intl.ListFormat, whose English
 * "…, imageLink, or description" would change the wire contract's sentence.
 */
const CHANGEABLE = {
  fields: MOTORCYCLE_FIELDS.slice(0, -1).join(', '),
  last: MOTORCYCLE_FIELDS.at(-1) as string,
};

/** The day price as stored: whole cents, null for none. */
const dayPriceCents = (value: number | string | null) =>
  value === null ? null : toCents(Number(value));

/**
 * The form's rules (shared-domain) on each field the body sends and the schema typed: a field
 * left out either is optional or already failed the schema.
 */
function checkSentFields(problems: Problems<MotorcycleField>, body: MotorcycleChangesBody) {
  for (const field of MOTORCYCLE_FIELDS) {
    const value = body[field];
    if (value !== undefined) {
      problems.rule(field, value, (sent) => motorcycleFieldProblem(field, sent));
    }
  }
}

/**
 * A new motorcycle, checked with the add form's own rules (shared-domain) on every field whose
 * type the schema accepted, plus what only the database knows: a chassis number in use. Without
 * a day price it has none, without a deposit it is 0 (the replaced app's client sends neither).
 */
export async function validateNewMotorcycle(
  request: FastifyRequest<{ Body: NewMotorcycleBody }>,
  db: Kysely<Tables>,
): Promise<Validated<MotorcycleInput>> {
  const problems = new Problems<MotorcycleField>(MOTORCYCLE_FIELDS, request);
  if (problems.shapeInvalid) return { ok: false, messages: problems.messages };
  const body = request.body;
  checkSentFields(problems, body);
  if (problems.passed('chassisNumber')) {
    problems.check(
      'chassisNumber',
      !(await chassisNumberTaken(db, body.chassisNumber.trim())),
      request.t('motorcycles.chassisTaken'),
    );
  }
  if (!problems.ok) return { ok: false, messages: problems.messages };
  return {
    ok: true,
    value: {
      name: body.name.trim(),
      model: body.model.trim(),
      brand: body.brand.trim(),
      color: body.color.trim(),
      chassisNumber: body.chassisNumber.trim(),
      imageLink: body.imageLink.trim(),
      description: (body.description ?? '').trim(),
      bookingPriceCents: toCents(Number(body.bookingPricePerHour)),
      dayPriceCents: dayPriceCents(body.dayPrice ?? null),
      depositCents: toCents(Number(body.deposit ?? 0)),
      priceCents: toCents(Number(body.price)),
    },
  };
}

/**
 * Changes to a motorcycle: only the fields sent, each under the create rules. The chassis number
 * may stay the motorcycle's own.
 */
export async function validateChanges(
  request: FastifyRequest<{ Body: MotorcycleChangesBody }>,
  db: Kysely<Tables>,
  id: number,
): Promise<Validated<Partial<MotorcycleInput>>> {
  const problems = new Problems<MotorcycleField>(MOTORCYCLE_FIELDS, request);
  if (problems.shapeInvalid) return { ok: false, messages: problems.messages };
  const body = request.body;
  const sent = MOTORCYCLE_FIELDS.filter((field) => body[field] !== undefined);
  // Every change bumps the catalogue version, which empties every rider's cached catalogue.
  if (sent.length === 0) {
    return { ok: false, messages: [request.t('motorcycles.nothingToChange', CHANGEABLE)] };
  }
  checkSentFields(problems, body);
  if (body.chassisNumber !== undefined && problems.passed('chassisNumber')) {
    problems.check(
      'chassisNumber',
      !(await chassisNumberTaken(db, body.chassisNumber.trim(), id)),
      request.t('motorcycles.chassisTaken'),
    );
  }
  if (!problems.ok) return { ok: false, messages: problems.messages };
  const trimmed = (value: string | undefined) => value?.trim();
  const cents = (value: number | string | undefined) =>
    value === undefined ? undefined : toCents(Number(value));
  return {
    ok: true,
    value: {
      name: trimmed(body.name),
      model: trimmed(body.model),
      brand: trimmed(body.brand),
      color: trimmed(body.color),
      chassisNumber: trimmed(body.chassisNumber),
      imageLink: trimmed(body.imageLink),
      description: trimmed(body.description),
      bookingPriceCents: cents(body.bookingPricePerHour),
      dayPriceCents: body.dayPrice === undefined ? undefined : dayPriceCents(body.dayPrice),
      depositCents: cents(body.deposit),
      priceCents: cents(body.price),
    },
  };
}
