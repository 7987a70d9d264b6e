import type { OpeningHours, ShopProfile, ShopProfileChanges } from 'shared-domain';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { appendAudit } from './audit';

/** The shop's zone and currency: configuration (api/README.md, "Environment"), not the table's. */
export interface ShopConfiguration {
  shopTimeZone: string;
  shopCurrency: string;
}

const editable = ['name', 'address', 'phone', 'email', 'opening_hours'] as const;

/** What the owner may change of the profile: the one row the accounts-and-mail migration writes. */
export async function storedShopProfile(db: Kysely<Tables>) {
  const row = await db
    .selectFrom('shop_profile')
    .select(editable)
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { ...row, opening_hours: JSON.parse(row.opening_hours) as OpeningHours };
}

/** The shop's profile with its settings. */
export async function readShopProfile(
  db: Kysely<Tables>,
  { shopTimeZone, shopCurrency }: ShopConfiguration,
): Promise<ShopProfile> {
  return { ...(await storedShopProfile(db)), time_zone: shopTimeZone, currency: shopCurrency };
}

/**
 * Writes what the owner may change of the profile (the zone and currency are configuration), and
 * what it was and became to the audit trail, in one transaction.
 */
export async function writeShopProfile(
  database: Database,
  changes: ShopProfileChanges,
  { now, actorId }: { now: number; actorId: number },
): Promise<void> {
  await writeTransaction(database, async (trx) => {
    const before = await storedShopProfile(trx);
    const opening_hours = JSON.stringify(changes.opening_hours);
    await trx
      .updateTable('shop_profile')
      .set({ ...changes, opening_hours, updated_at: now })
      .where('id', '=', 1)
      .execute();
    await appendAudit(trx, {
      actorId,
      action: 'shop.update',
      subject: { type: 'shop', id: 1 },
      before,
      after: changes,
    });
  });
}
