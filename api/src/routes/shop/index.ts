import { todayIn } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { currentUser } from '../../plugins/auth';
import { readShopProfile, writeShopProfile } from '../../repositories/shop';
import { type Api, errorResponses } from '../schemas';
import { ShopProfileBody, ShopProfileResponse, ShopSavedResponse } from './schemas';
import { validateShopProfile } from './validate';

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
      const validated = validateShopProfile(request);
      if (!validated.ok) return sendError(reply, 422, validated.messages);
      const actorId = currentUser(request).id;
      await writeShopProfile(app.database, validated.value, {
        now: app.config.now().getTime(),
        actorId,
      });
      request.log.info({ by: actorId }, 'shop profile changed');
      return {
        success: true as const,
        message: request.t('shop.saved'),
        data: await profileToday(),
      };
    },
  );
}
