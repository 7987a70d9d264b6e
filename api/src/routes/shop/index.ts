import {
  normalizeEmail,
  openingHoursProblem,
  readOpeningHours,
  SHOP_FIELDS,
  shopTextProblem,
  todayIn,
} from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { readShopProfile, writeShopProfile } from '../../repositories/shop';
import { type Api, errorResponses } from '../schemas';
import { ShopProfileBody, ShopProfileResponse, ShopSavedResponse } from './schemas';

const TEXT_FIELDS = ['name', 'address', 'phone', 'email'] as const;

/** The shop's profile: read by anyone (the login page, mails), changed by the owner. */
export default async function shopRoutes(app: Api) {
  const profileToday = async () => ({
    ...(await readShopProfile(app.database.db, app.config)),
    today: todayIn(app.config.now(), app.config.shopTimeZone),
  });

  app.get(
    '/shop',
    {
      schema: {
        summary: "The shop's name, address, phone, email, opening hours, zone and currency",
        response: { 200: ShopProfileResponse },
      },
    },
    async () => ({ success: true as const, data: await profileToday() }),
  );

  app.put(
    '/admin/shop',
    {
      config: { access: { role: 'owner', area: 'shop' } },
      attachValidation: true,
      schema: {
        summary: "Change the shop's profile (the owner); its zone and currency are configuration",
        body: ShopProfileBody,
        response: { 200: ShopSavedResponse, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      // The whole profile, checked with the settings form's own rules (shared-domain).
      const problems = new Problems(SHOP_FIELDS, request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const { body } = request;
      for (const field of TEXT_FIELDS) {
        problems.rule(field, body[field], (value) => shopTextProblem(field, value));
      }
      problems.rule('opening_hours', body.opening_hours, openingHoursProblem);
      if (!problems.ok) return sendError(reply, 422, problems.messages);
      const email = body.email.trim();
      const profile = {
        name: body.name.trim(),
        address: body.address.trim(),
        phone: body.phone.trim(),
        email: email === '' ? '' : (normalizeEmail(email) ?? email),
        // Every field passed its rules, so the hours are seven well-formed days.
        opening_hours: readOpeningHours(body.opening_hours) ?? [],
      };
      const actorId = currentUser(request).id;
      await writeShopProfile(app.database, profile, { now: app.config.now().getTime(), actorId });
      request.log.info({ by: actorId }, 'shop profile changed');
      return {
        success: true as const,
        message: request.t('shop.saved'),
        data: await profileToday(),
      };
    },
  );
}
