import type { Motorcycle } from 'shared-domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { preparedRead } from '../db/prepared';
import type { Database, MotorcyclesTable, Tables } from '../db/types';

export const columns = [
  'id',
  'name',
  'model',
  'brand',
  'color',
  'chassis_number',
  'booking_price_cents',
  'day_price_cents',
  'deposit_cents',
  'price_cents',
  'image_link',
  'description',
] as const;

type Row = Pick<Selectable<MotorcyclesTable>, (typeof columns)[number]>;

export function toMotorcycle(row: Row): Motorcycle {
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    brand: row.brand,
    color: row.color,
    chassisNumber: row.chassis_number,
    bookingPricePerHour: row.booking_price_cents / 100,
    dayPrice: row.day_price_cents === null ? null : row.day_price_cents / 100,
    deposit: row.deposit_cents / 100,
    price: row.price_cents / 100,
    imageLink: row.image_link,
    description: row.description,
  };
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
  const [row] = await versionQuery(database, {});
  if (!row) throw new Error('catalog_version row is missing: migrations did not run');
  return row.version;
}

/** A motorcycle that can be booked; `lock` (PostgreSQL) holds its row until the transaction ends. */
export async function findActiveMotorcycle(db: Kysely<Tables>, id: number, lock = false) {
  const row = await db
    .selectFrom('motorcycles')
    .select(columns)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  return row ? toMotorcycle(row) : null;
}

const withChassisNumber = (db: Kysely<Tables>, chassisNumber: string) =>
  db
    .selectFrom('motorcycles')
    .select('id')
    .where(sql<string>`lower(chassis_number)`, '=', chassisNumber.toLowerCase());

/** Whether another motorcycle in the catalogue (not `exceptId`) has this chassis number. */
export async function chassisNumberTaken(
  db: Kysely<Tables>,
  chassisNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await withChassisNumber(db, chassisNumber)
    .where('deleted_at', 'is', null)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

/** Seeding skips a chassis number that ever existed, so a deleted demo model stays deleted. */
export async function chassisNumberEverUsed(db: Kysely<Tables>, chassisNumber: string) {
  return (await withChassisNumber(db, chassisNumber).executeTakeFirst()) !== undefined;
}
