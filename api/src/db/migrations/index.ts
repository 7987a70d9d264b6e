import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types';
import * as initial from './0001-initial';
import * as tokenVersion from './0002-token-version';
import * as cancellations from './0003-cancellations';
import * as desk from './0004-desk';
import * as listIndexes from './0005-list-indexes';
import * as reportsCalendar from './0006-reports-calendar';
import * as riderHoldings from './0007-rider-holdings';
import * as userLocale from './0008-user-locale';
import * as accountsMail from './0009-accounts-mail';
import * as rideReminders from './0010-ride-reminders';
import * as staff from './0011-staff';
import * as twoFactor from './0012-two-factor';
import * as twoFactorSealed from './0013-two-factor-sealed';
import * as dayPrice from './0014-day-price';
import * as ledger from './0015-ledger';
import * as nameSearch from './0016-name-search';
import type { SchemaDb } from './schema-db';

type Up = (db: SchemaDb, dialect: Dialect) => Promise<void>;

/**
 * Every change to the schema, in order, under the key Kysely records for it in
 * `kysely_migration`. The keys are what existing databases already hold (their dates are not
 * when the changes were made): Kysely refuses a database that records a migration it cannot
 * find, and an instance still on an older version must keep recognising them, so a key never
 * changes once shipped. A new migration gets the next file number and a key after the last.
 */
export const MIGRATIONS: readonly (readonly [key: string, up: Up])[] = [
  ['2024_01_01_initial', initial.up],
  ['2026_11_01_token_version', tokenVersion.up],
  ['2026_11_02_cancellations', cancellations.up],
  ['2026_11_25_desk', desk.up],
  ['2026_11_25_list_indexes', listIndexes.up],
  ['2026_11_25_reports_calendar', reportsCalendar.up],
  ['2026_11_25_rider_holdings', riderHoldings.up],
  ['2026_11_27_user_locale', userLocale.up],
  ['2026_11_28_accounts_mail', accountsMail.up],
  ['2026_11_29_ride_reminders', rideReminders.up],
  ['2026_11_30_staff', staff.up],
  ['2026_11_30_two_factor', twoFactor.up],
  ['2026_12_01_two_factor_sealed', twoFactorSealed.up],
  ['2026_12_02_day_price', dayPrice.up],
  ['2026_12_02_ledger', ledger.up],
  ['2026_12_03_name_search', nameSearch.up],
];

/** Migrations are code, not files, so the compiled api needs nothing beside dist/ to migrate. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(
    MIGRATIONS.map(([key, up]) => [key, { up: (db: SchemaDb) => up(db, dialect) }]),
  );
}
