import type { FastifyRequest } from 'fastify';
import {
  normalizeEmail,
  openingHoursProblem,
  readOpeningHours,
  SHOP_FIELDS,
  type ShopField,
  type ShopProfileChanges,
  shopTextProblem,
} from 'shared-domain';
import { Problems, type Validated } from '../../lib/validation';
import type { ShopProfileBody } from './schemas';

const TEXT_FIELDS = ['name', 'address', 'phone', 'email'] as const;

/** The whole profile, checked with the settings form's own rules (shared-domain). */
export function validateShopProfile(
  request: FastifyRequest<{ Body: ShopProfileBody }>,
): Validated<ShopProfileChanges> {
  const problems = new Problems<ShopField>(SHOP_FIELDS, request);
  if (problems.shapeInvalid) return { ok: false, messages: problems.messages };
  const body = request.body;
  for (const field of TEXT_FIELDS) {
    problems.rule(field, body[field], (value) => shopTextProblem(field, value));
  }
  problems.rule('opening_hours', body.opening_hours, openingHoursProblem);
  if (!problems.ok) return { ok: false, messages: problems.messages };
  // Every field passed its rules, so the hours are seven well-formed days.
  const openingHours = readOpeningHours(body.opening_hours) ?? [];
  const email = body.email.trim();
  return {
    ok: true,
    value: {
      name: body.name.trim(),
      address: body.address.trim(),
      phone: body.phone.trim(),
      email: email === '' ? '' : (normalizeEmail(email) ?? email),
      opening_hours: openingHours,
    },
  };
}
