import type { OpeningHours, ShopProfile, ShopProfileChanges } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';

/** The shop's zone and currency: configuration (api/README.md, "Environment"), not the table's. */
export interface ShopConfiguration {
  shopTimeZone: string;
  shopCurrency: string;
}

/** The shop's profile: the one row the accounts-and-mail migration writes, with its settings. */
export async function readShopProfile(
  db: Kysely<Tables>,
  { shopTimeZone, shopCurrency }: ShopConfiguration,
): Promise<ShopProfile> {
  const row = await db
    .selectFrom('shop_profile')
    .select(['name', 'address', 'phone', 'email', 'opening_hours'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    opening_hours: JSON.parse(row.opening_hours) as OpeningHours,
    time_zone: shopTimeZone,
    currency: shopCurrency,
  };
}

/** Writes what the owner may change of the profile (the zone and currency are configuration). */
export async function writeShopProfile(
  db: Kysely<Tables>,
  changes: ShopProfileChanges,
  now: number,
): Promise<void> {
  await db
    .updateTable('shop_profile')
    .set({
      ...changes,
      opening_hours: JSON.stringify(changes.opening_hours),
      updated_at: now,
    })
    .where('id', '=', 1)
    .execute();
}
