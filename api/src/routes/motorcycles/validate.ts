import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MOTORCYCLE_FIELDS,
  motorcycleFieldProblem,
  type MotorcycleField,
  toCents,
} from 'shared-domain';
import type { Tables } from '../../db/types';
import { Problems } from '../../lib/validation';
import { chassisNumberTaken, type MotorcycleInput } from '../../repositories/motorcycles';
import type { NewMotorcycleBody } from './schemas';

export const CHASSIS_TAKEN = 'Chassis number has already been taken';

export type Validated<T> = { ok: true; value: T } | { ok: false; messages: string[] };

/**
 * A new motorcycle, checked with the add form's own rules (shared-domain) on every field whose
 * type the schema accepted, plus what only the database knows: a chassis number in use.
 */
export async function validateNewMotorcycle(
  request: FastifyRequest<{ Body: NewMotorcycleBody }>,
  db: Kysely<Tables>,
): Promise<Validated<MotorcycleInput>> {
  const problems = new Problems<MotorcycleField>(MOTORCYCLE_FIELDS, request);
  if (problems.shapeInvalid) return { ok: false, messages: problems.messages };
  const body = request.body;
  for (const field of MOTORCYCLE_FIELDS) {
    problems.rule(field, body[field] ?? '', (value) => motorcycleFieldProblem(field, value));
  }
  if (problems.passed('chassisNumber')) {
    problems.check(
      'chassisNumber',
      !(await chassisNumberTaken(db, body.chassisNumber.trim())),
      CHASSIS_TAKEN,
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
      priceCents: toCents(Number(body.price)),
    },
  };
}
