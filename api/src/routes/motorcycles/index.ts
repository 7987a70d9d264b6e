import type { FastifyReply } from 'fastify';
import { wallClockNow } from 'shared-domain';
import { MessageResponse, MotorcycleChangesBody, NewMotorcycleBody } from 'shared-domain/wire';
import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../lib/error-reply';
import {
  insertMotorcycle,
  softDeleteMotorcycle,
  updateMotorcycle,
} from '../../repositories/motorcycle-changes';
import { catalogVersion, listMotorcycles } from '../../repositories/motorcycles';
import { type Api, errorResponses } from '../schemas';
import availabilityRoutes from './availability';
import { freeMotorcycles } from './free-list';
import {
  MotorcycleCreatedResponse,
  MotorcycleIdParams,
  MotorcycleListQuery,
  MotorcycleListResponse,
} from './schemas';
import { validateChanges, validateNewMotorcycle } from './validate';

export default async function motorcycleRoutes(app: Api) {
  // GET is the hot path: the serialized list is cached per instance and keyed by the catalogue
  // version row, which every create and delete bumps in its transaction. Reading it on every
  // request (authenticate reads it with the user, in one statement) keeps every instance current
  // even when another instance changed the catalogue.
  let cache: { version: number; body: Buffer } | null = null;

  app.get(
    '/motorcycles',
    {
      onRequest: app.authenticate,
      // A bad from or to is one of several sentences (free-window.ts), not the first alone.
      attachValidation: true,
      schema: {
        summary:
          'List the motorcycles that can be booked; with from and to, those free for that time, with its quote',
        querystring: MotorcycleListQuery,
        response: { 200: MotorcycleListResponse, ...errorResponses(401, 422) },
      },
    },
    (request, reply) => {
      // A time asked for: its own answer. Without one the list below is the spec's, unchanged.
      if (request.query.from !== undefined || request.query.to !== undefined) {
        return freeMotorcycles(app, request, reply);
      }
      // Bytes with a JSON content type are sent as they are, skipping serialization; the typed
      // reply only knows the object form, hence the plain FastifyReply.
      const send = (body: Buffer) => {
        (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
      };
      // When the list is current (nearly always) the answer needs no promise.
      if (cache !== null && cache.version === request.catalogVersion) return send(cache.body);
      return (async () => {
        const version = request.catalogVersion ?? (await catalogVersion(app.database));
        const data = await listMotorcycles(app.database.db);
        cache = { version, body: Buffer.from(String(reply.serialize({ success: true, data }))) };
        send(cache.body);
      })();
    },
  );

  app.post(
    '/motorcycles',
    {
      config: { access: { role: 'owner', area: 'motorcycles' } },
      attachValidation: true,
      schema: {
        summary: 'Add a motorcycle (administrators)',
        body: NewMotorcycleBody,
        response: {
          201: MotorcycleCreatedResponse,
          ...errorResponses(400, 401, 403, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const validated = await validateNewMotorcycle(request, app.database.db);
      if (!validated.ok) return sendError(reply, 422, validated.messages);
      const motorcycle = await insertMotorcycle(
        app.database,
        validated.value,
        currentUser(request).id,
      );
      if (!motorcycle) return sendError(reply, 422, [request.t('motorcycles.chassisTaken')]);
      request.log.info(
        { motorcycleId: motorcycle.id, by: currentUser(request).id },
        'motorcycle added',
      );
      return reply
        .code(201)
        .send({ success: true, message: request.t('motorcycles.created'), data: motorcycle });
    },
  );

  app.patch(
    '/motorcycles/:id',
    {
      config: { access: { role: 'owner', area: 'edit' } },
      attachValidation: true,
      schema: {
        summary:
          'Change some fields of a motorcycle (administrators); reservations keep their totals',
        params: MotorcycleIdParams,
        body: MotorcycleChangesBody,
        response: {
          200: MotorcycleCreatedResponse,
          ...errorResponses(400, 401, 403, 404, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      if (id === null) return sendError(reply, 404, request.t('notFound.motorcycle'));
      const validated = await validateChanges(request, app.database.db, id);
      if (!validated.ok) return sendError(reply, 422, validated.messages);
      const outcome = await updateMotorcycle(
        app.database,
        id,
        validated.value,
        currentUser(request).id,
      );
      if (outcome.kind === 'not-found')
        return sendError(reply, 404, request.t('notFound.motorcycle'));
      if (outcome.kind === 'chassis-taken')
        return sendError(reply, 422, [request.t('motorcycles.chassisTaken')]);
      request.log.info({ motorcycleId: id, by: currentUser(request).id }, 'motorcycle edited');
      return {
        success: true as const,
        message: request.t('motorcycles.updated'),
        data: outcome.motorcycle,
      };
    },
  );

  app.delete(
    '/motorcycles/:id',
    {
      config: { access: { role: 'owner', area: 'motorcycles' } },
      schema: {
        summary:
          'Delete a motorcycle (administrators): its confirmed rides ahead are cancelled and their riders mailed; its reservations stay readable',
        params: MotorcycleIdParams,
        response: {
          200: MessageResponse,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const deleted =
        id !== null &&
        (await softDeleteMotorcycle(app.database, id, {
          startedBefore: wallClockNow(app.config.now(), app.config.shopTimeZone),
          locale: request.locale,
          actorId: currentUser(request).id,
        }));
      if (!deleted) {
        return sendError(reply, 404, request.t('notFound.motorcycle'));
      }
      request.log.info({ motorcycleId: id, by: currentUser(request).id }, 'motorcycle deleted');
      return { success: true as const, message: request.t('motorcycles.deleted') };
    },
  );

  await app.register(availabilityRoutes);
}
