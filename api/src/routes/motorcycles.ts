import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BOOKING_PRICE_MAX,
  DESCRIPTION_MAX_LENGTH,
  IMAGE_LINK_MAX_LENGTH,
  isBlank,
  NAME_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  round2,
  TEXT_MAX_LENGTH,
  visibleLength,
} from 'shared-domain';
import Type from 'typebox';
import { hasAtMostDecimals, isImageLink, parseId, Problems } from '../lib/validation';
import { currentUser } from '../plugins/auth';
import { sendError } from '../plugins/errors';
import {
  catalogVersion,
  chassisNumberTaken,
  insertMotorcycle,
  listMotorcycles,
  softDeleteMotorcycle,
} from '../repositories/motorcycles';
import { bearerAuth, errorResponses, MultiLine, NumericInput, SingleLine } from './schemas';

export const MotorcycleResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  model: Type.String(),
  brand: Type.String(),
  color: Type.String(),
  chassisNumber: Type.String(),
  bookingPricePerHour: Type.Number(),
  price: Type.Number(),
  imageLink: Type.String({
    description: 'http(s) URL, or a path such as /images/gts.svg served by this api',
  }),
  description: Type.String(),
});

const text = SingleLine(TEXT_MAX_LENGTH);

const NewMotorcycleBody = Type.Object({
  name: text,
  model: text,
  brand: text,
  color: text,
  chassisNumber: text,
  bookingPricePerHour: NumericInput('US dollars per hour, > 0, at most two decimals'),
  price: NumericInput('Sale price in US dollars, >= 0, at most two decimals'),
  imageLink: SingleLine(IMAGE_LINK_MAX_LENGTH),
  description: Type.Optional(MultiLine(DESCRIPTION_MAX_LENGTH)),
});

const MOTORCYCLE_NOT_FOUND = 'Motorcycle not found';
const CHASSIS_TAKEN = 'Chassis number has already been taken';

type Field =
  | 'name'
  | 'model'
  | 'brand'
  | 'color'
  | 'chassisNumber'
  | 'bookingPricePerHour'
  | 'price'
  | 'imageLink'
  | 'description';

const FIELDS: Field[] = [
  'name',
  'model',
  'brand',
  'color',
  'chassisNumber',
  'bookingPricePerHour',
  'price',
  'imageLink',
  'description',
];

/**
 * Validates a money field as it will be stored, in cents (a price that rounds to 0 cents is 0);
 * returns its cents when valid.
 */
function moneyCents(
  problems: Problems<Field>,
  field: Field,
  label: string,
  input: number | string,
  range: { above?: number; atLeast?: number; max: number },
): number {
  const value = Number(input);
  const cents = Math.round(round2(value) * 100);
  const valid =
    problems.check(field, Number.isFinite(value), `${label} must be a number`) &&
    (range.above === undefined ||
      problems.check(
        field,
        cents > range.above * 100,
        `${label} must be greater than ${range.above}`,
      )) &&
    (range.atLeast === undefined ||
      problems.check(
        field,
        cents >= range.atLeast * 100,
        `${label} must be greater than or equal to ${range.atLeast}`,
      )) &&
    problems.check(
      field,
      value <= range.max,
      `${label} must be less than or equal to ${range.max}`,
    ) &&
    problems.check(
      field,
      hasAtMostDecimals(value, 2),
      `${label} must have at most 2 decimal places`,
    );
  return valid ? cents : 0;
}

export default async function motorcycleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  // GET is the hot path: the serialized list is cached per instance and keyed by the catalogue
  // version row, which every create and delete bumps in its transaction. Reading it on every
  // request (authenticate reads it with the user, in one statement) keeps every instance current
  // even when another instance changed the catalogue.
  let cache: { version: number; body: Buffer } | null = null;

  routes.get(
    '/api/v1/motorcycles',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['motorcycles'],
        summary: 'List the motorcycles that can be booked',
        security: bearerAuth,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(MotorcycleResponse) }),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const version = request.catalogVersion ?? (await catalogVersion(app.database));
      if (cache?.version !== version) {
        const data = await listMotorcycles(app.database.db);
        cache = { version, body: Buffer.from(String(reply.serialize({ success: true, data }))) };
      }
      // Bytes with a JSON content type are sent as they are, skipping serialization; the typed
      // reply only knows the object form, hence the plain FastifyReply.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(cache.body);
    },
  );

  routes.post(
    '/api/v1/motorcycles',
    {
      onRequest: [app.authenticate, app.requireAdmin],
      attachValidation: true,
      schema: {
        tags: ['motorcycles'],
        summary: 'Add a motorcycle (administrators)',
        security: bearerAuth,
        body: NewMotorcycleBody,
        response: {
          201: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: MotorcycleResponse,
          }),
          ...errorResponses(400, 401, 403, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const problems = new Problems(FIELDS, request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const body = request.body;
      const text = (field: Exclude<Field, 'bookingPricePerHour' | 'price' | 'description'>) =>
        problems.typed(field) ? body[field].trim() : '';
      const input = {
        name: text('name'),
        model: text('model'),
        brand: text('brand'),
        color: text('color'),
        chassisNumber: text('chassisNumber'),
        imageLink: text('imageLink'),
        description: problems.typed('description') ? (body.description ?? '').trim() : '',
      };
      if (problems.typed('name')) {
        problems.check(
          'name',
          visibleLength(input.name) >= NAME_MIN_LENGTH,
          `Name is too short (minimum is ${NAME_MIN_LENGTH} characters)`,
        );
      }
      for (const [field, label] of [
        ['model', 'Model'],
        ['brand', 'Brand'],
        ['color', 'Color'],
        ['chassisNumber', 'Chassis number'],
      ] as const) {
        if (problems.typed(field)) {
          problems.check(field, !isBlank(input[field]), `${label} can't be blank`);
        }
      }
      if (problems.passed('chassisNumber')) {
        problems.check(
          'chassisNumber',
          !(await chassisNumberTaken(app.database.db, input.chassisNumber)),
          CHASSIS_TAKEN,
        );
      }
      const bookingPriceCents = problems.typed('bookingPricePerHour')
        ? moneyCents(
            problems,
            'bookingPricePerHour',
            'Booking price per hour',
            body.bookingPricePerHour,
            {
              above: 0,
              max: BOOKING_PRICE_MAX,
            },
          )
        : 0;
      const priceCents = problems.typed('price')
        ? moneyCents(problems, 'price', 'Price', body.price, { atLeast: PRICE_MIN, max: PRICE_MAX })
        : 0;
      if (problems.typed('imageLink')) {
        problems.check(
          'imageLink',
          isImageLink(input.imageLink),
          'Image link must be an http(s) URL or a path beginning with /images/',
        );
      }
      if (!problems.ok) return sendError(reply, 422, problems.messages);

      const motorcycle = await insertMotorcycle(app.database, {
        ...input,
        bookingPriceCents,
        priceCents,
      });
      if (!motorcycle) return sendError(reply, 422, [CHASSIS_TAKEN]);
      request.log.info(
        { motorcycleId: motorcycle.id, by: currentUser(request).id },
        'motorcycle added',
      );
      return reply
        .code(201)
        .send({ success: true, message: 'Motorcycle created successfully', data: motorcycle });
    },
  );

  routes.delete(
    '/api/v1/motorcycles/:id',
    {
      onRequest: [app.authenticate, app.requireAdmin],
      schema: {
        tags: ['motorcycles'],
        summary: 'Delete a motorcycle (administrators); its reservations stay readable',
        security: bearerAuth,
        params: Type.Object({ id: Type.String() }),
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      if (id === null || !(await softDeleteMotorcycle(app.database, id))) {
        return sendError(reply, 404, MOTORCYCLE_NOT_FOUND);
      }
      request.log.info({ motorcycleId: id, by: currentUser(request).id }, 'motorcycle deleted');
      return { success: true as const, message: 'Motorcycle deleted successfully' };
    },
  );
}
