import type { Motorcycle } from 'shared-domain';
import { type Kysely, sql } from 'kysely';
import { isUniqueViolation } from '../db/connect';
import { preparedRead } from '../db/prepared';
import { writeTransaction } from '../db/transaction';
import type { Database, MotorcyclesTable, Tables } from '../db/types';

const columns = [
  'id',
  'name',
  'model',
  'brand',
  'color',
  'chassis_number',
  'booking_price_cents',
  'price_cents',
  'image_link',
  'description',
] as const;

type Row = Pick<MotorcyclesTable, Exclude<(typeof columns)[number], 'id'>> & { id: number };

function toMotorcycle(row: Row): Motorcycle {
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    brand: row.brand,
    color: row.color,
    chassisNumber: row.chassis_number,
    bookingPricePerHour: row.booking_price_cents / 100,
    price: row.price_cents / 100,
    imageLink: row.image_link,
    description: row.description,
  };
}

/** A motorcycle as stored: money in cents, text already trimmed. */
export interface MotorcycleInput {
  name: string;
  model: string;
  brand: string;
  color: string;
  chassisNumber: string;
  bookingPriceCents: number;
  priceCents: number;
  imageLink: string;
  description: string;
}

export async function listMotorcycles(db: Kysely<Tables>): Promise<Motorcycle[]> {
  const rows = await db
    .selectFrom('motorcycles')
    .select(columns)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(toMotorcycle);
}

const versionQuery = preparedRead((db) =>
  db.selectFrom('catalog_version').select('version').where('id', '=', 1),
);

export async function catalogVersion(database: Database): Promise<number> {
  const [row] = await versionQuery(database);
  if (!row) throw new Error('catalog_version row is missing: migrations did not run');
  return row.version;
}

async function bumpCatalogVersion(trx: Kysely<Tables>): Promise<void> {
  await trx
    .updateTable('catalog_version')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .execute();
}

/** A motorcycle that can be booked; `lock` (PostgreSQL) holds its row until the transaction ends. */
export async function findActiveMotorcycle(
  db: Kysely<Tables>,
  id: number,
  lock = false,
): Promise<Motorcycle | null> {
  const row = await db
    .selectFrom('motorcycles')
    .select(columns)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  return row ? toMotorcycle(row) : null;
}

/** Whether another motorcycle in the catalogue (not `exceptId`) has this chassis number. */
export async function chassisNumberTaken(
  db: Kysely<Tables>,
  chassisNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('motorcycles')
    .select('id')
    .where(sql<string>`lower(chassis_number)`, '=', chassisNumber.toLowerCase())
    .where('deleted_at', 'is', null)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

/** Null when the chassis number is taken (the unique index settles concurrent inserts). */
export async function insertMotorcycle(
  database: Database,
  input: MotorcycleInput,
): Promise<Motorcycle | null> {
  try {
    return await writeTransaction(database, async (trx) => {
      const row = await trx
        .insertInto('motorcycles')
        .values({
          name: input.name,
          model: input.model,
          brand: input.brand,
          color: input.color,
          chassis_number: input.chassisNumber,
          booking_price_cents: input.bookingPriceCents,
          price_cents: input.priceCents,
          image_link: input.imageLink,
          description: input.description,
          created_at: Date.now(),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      await bumpCatalogVersion(trx);
      return toMotorcycle(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export type UpdateOutcome =
  { kind: 'updated'; motorcycle: Motorcycle } | { kind: 'not-found' } | { kind: 'chassis-taken' };

/**
 * Changes some fields of a motorcycle in the catalogue. Reservations keep the totals they were
 * made with (they store them); new bookings pay the new price. On PostgreSQL the UPDATE holds the
 * row until commit, so a booking racing it (which locks the same row) sees the old price or the
 * new one, never a mix.
 */
export async function updateMotorcycle(
  database: Database,
  id: number,
  changes: Partial<MotorcycleInput>,
): Promise<UpdateOutcome> {
  try {
    return await writeTransaction(database, async (trx) => {
      const values = {
        name: changes.name,
        model: changes.model,
        brand: changes.brand,
        color: changes.color,
        chassis_number: changes.chassisNumber,
        booking_price_cents: changes.bookingPriceCents,
        price_cents: changes.priceCents,
        image_link: changes.imageLink,
        description: changes.description,
      };
      const set = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== undefined),
      );
      const row =
        Object.keys(set).length === 0
          ? await trx
              .selectFrom('motorcycles')
              .select(columns)
              .where('id', '=', id)
              .where('deleted_at', 'is', null)
              .executeTakeFirst()
          : await trx
              .updateTable('motorcycles')
              .set(set)
              .where('id', '=', id)
              .where('deleted_at', 'is', null)
              .returning(columns)
              .executeTakeFirst();
      if (!row) return { kind: 'not-found' };
      await bumpCatalogVersion(trx);
      return { kind: 'updated', motorcycle: toMotorcycle(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'chassis-taken' };
    throw error;
  }
}

/** Soft delete: reservations keep pointing at the row. False when absent or already deleted. */
export async function softDeleteMotorcycle(database: Database, id: number): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    const result = await trx
      .updateTable('motorcycles')
      .set({ deleted_at: Date.now() })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await bumpCatalogVersion(trx);
    return true;
  });
}

/** Seeding skips a chassis number that ever existed, so a deleted demo model stays deleted. */
export async function chassisNumberEverUsed(
  db: Kysely<Tables>,
  chassisNumber: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('motorcycles')
    .select('id')
    .where(sql<string>`lower(chassis_number)`, '=', chassisNumber.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
