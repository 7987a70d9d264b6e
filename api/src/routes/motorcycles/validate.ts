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
import type { MotorcycleChangesBody, NewMotorcycleBody } from 'shared-domain/wire';

/**
 * The fields a change may name, for the sentence said when it names none (only unknown ones):
 * the wire names, as the client writes them. Joined here, not by Intl.ListFormat, whose English
 * "…, imageLink, or description" would change the wire contract's sentence.
 */
const CHANGEABLE = {
  fields: MOTORCYCLE_FIELDS.slice(0, -1).join(', '),
  last: MOTORCYCLE_FIELDS.at(-1) as string,
};

/**
 * Changes to motorcycle `id`, or a new one without: the form's rules (shared-domain) on every
 * field sent whose type the schema accepted, plus what only the database knows: a chassis number
 * in use by another motorcycle. Changes must name a field; the value holds the fields sent,
 * trimmed and in cents.
 */
export async function validateChanges(
  request: FastifyRequest<{ Body: MotorcycleChangesBody }>,
  db: Kysely<Tables>,
  id?: number,
): Promise<Validated<Partial<MotorcycleInput>>> {
  const problems = new Problems<MotorcycleField>(MOTORCYCLE_FIELDS, request);
  if (problems.shapeInvalid) return { ok: false, messages: problems.messages };
  const body = request.body;
  // Every change bumps the catalogue version, which empties every rider's cached catalogue.
  if (id !== undefined && MOTORCYCLE_FIELDS.every((field) => body[field] === undefined)) {
    return { ok: false, messages: [request.t('motorcycles.nothingToChange', CHANGEABLE)] };
  }
  for (const field of MOTORCYCLE_FIELDS) {
    const value = body[field];
    if (value !== undefined) {
      problems.rule(field, value, (sent) => motorcycleFieldProblem(field, sent));
    }
  }
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
      chassis_number: trimmed(body.chassisNumber),
      image_link: trimmed(body.imageLink),
      description: trimmed(body.description),
      booking_price_cents: cents(body.bookingPricePerHour),
      // The day price as stored: whole cents, null for none.
      day_price_cents: body.dayPrice === null ? null : cents(body.dayPrice),
      deposit_cents: cents(body.deposit),
      price_cents: cents(body.price),
    },
  };
}

/**
 * A new motorcycle: every field checked. Without a day price it has none, without a deposit it
 * is 0 (the replaced app's client sends neither).
 */
export async function validateNewMotorcycle(
  request: FastifyRequest<{ Body: NewMotorcycleBody }>,
  db: Kysely<Tables>,
): Promise<Validated<MotorcycleInput>> {
  const validated = await validateChanges(request, db);
  if (!validated.ok) return validated;
  const { description = '', day_price_cents = null, deposit_cents = 0 } = validated.value;
  // The schema requires the other fields of a new one, and they passed.
  const input = validated.value as MotorcycleInput;
  return { ok: true, value: { ...input, description, day_price_cents, deposit_cents } };
}
