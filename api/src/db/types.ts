import type { ColumnType, Generated, Kysely } from 'kysely';
import type { LedgerKind, LedgerMethod, Role } from 'shared-domain';
import type { EpochMs } from './epoch';
import type {
  MailOutboxTable,
  PasswordResetsTable,
  RecoveryCodesTable,
  ShopProfileTable,
} from './account-tables';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** As shared-domain's normalizeEmail gives it (NFKC, lower-case, ASCII): one account per look. */
  email: string;
  password_hash: string;
  /** `staff` and `owner` are the wire's `admin` (api/README.md, "Roles"). */
  role: Generated<Role>;
  /** When an owner blocked the account (it cannot log in); null: not blocked. */
  blocked_at: EpochMs | null;
  /** Bumped by logout: tokens issued under an earlier version are refused. */
  token_version: Generated<number>;
  created_at: EpochMs;
  /** The language the user chose (api/src/lib/i18n.ts's LOCALES); null: not chosen yet. */
  locale: Generated<string | null>;
  /** Free text as the rider typed it; null: none given. */
  phone: Generated<string | null>;
  /**
   * The TOTP secret, sealed (`v1:…`, src/lib/secret-box.ts; base32 in the clear if stored before
   * that): pending after setup, in force once `two_factor_enabled_at` is set.
   */
  two_factor_secret: Generated<string | null>;
  two_factor_enabled_at: ColumnType<
    number | string | null,
    number | null | undefined,
    number | null
  >;
  /** The 30-second time step of the last code accepted: no code is accepted twice. */
  two_factor_last_step: Generated<number | null>;
}

export interface MotorcyclesTable {
  id: Generated<number>;
  name: string;
  model: string;
  brand: string;
  color: string;
  chassis_number: string;
  /** Money as integer cents: exact, and a number (not a string) on PostgreSQL too. */
  booking_price_cents: number;
  /** Null when the motorcycle has no day price. */
  day_price_cents: Generated<number | null>;
  deposit_cents: Generated<number>;
  price_cents: number;
  image_link: string;
  description: string;
  created_at: EpochMs;
  deleted_at: EpochMs | null;
}

export interface ReservationsTable {
  id: Generated<number>;
  user_id: number;
  motorcycle_id: number;
  /** As the client sent it: `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`. */
  date: string;
  city: string;
  duration_tenths: number;
  total_cents: number;
  /** The held interval, wall-clock time read as UTC (shared-domain bookingInterval). */
  start_at: EpochMs;
  end_at: EpochMs;
  created_at: EpochMs;
  /** When the rider or an administrator cancelled it; null while it stands. */
  cancelled_at: EpochMs | null;
  /** The desk's hand-over (a real instant) and what the odometer showed; null until then. */
  picked_up_at: EpochMs | null;
  pickup_odometer_km: number | null;
  pickup_note: string | null;
  /** The take-back; null until the scooter is back. */
  returned_at: EpochMs | null;
  return_odometer_km: number | null;
  damage: string | null;
  return_note: string | null;
  late_minutes: number | null;
  /** When its reminder was written to the outbox (mail/reminders); null until then. */
  reminded_at: EpochMs | null;
}

/** A time a motorcycle is in the workshop, wall clock read as UTC like reservations' times. */
export interface BlocksTable {
  id: Generated<number>;
  motorcycle_id: number;
  start_at: EpochMs;
  end_at: EpochMs;
  reason: string;
  created_by: number;
  created_at: EpochMs;
}

/**
 * A rider's private calendar feed (docs/PRODUCT.md, "Rides in your calendar"): its address holds
 * the selector, which finds this row, and a verifier, of which only the SHA-256 is kept.
 */
export interface CalendarFeedsTable {
  /** One feed per rider: a new one replaces the row. */
  user_id: number;
  selector: string;
  /** Hex SHA-256 of the verifier. */
  verifier_hash: string;
  created_at: EpochMs;
}

/** One row, bumped with every catalogue change so each instance knows when its cache is stale. */
export interface CatalogVersionTable {
  id: number;
  version: number;
}

/** One staff or owner action (api/README.md, "Audit"); rows are only ever added. */
export interface AuditLogTable {
  id: Generated<number>;
  at: EpochMs;
  actor_id: number;
  action: string;
  subject_type: string;
  subject_id: number;
  /** JSON of what the subject was and became; null where there was nothing (a new row). */
  before: string | null;
  after: string | null;
}

/**
 * A line of a reservation's ledger (api/README.md, "Money"): never updated or deleted; a void
 * names the line it cancels and carries its amount and method.
 */
export interface LedgerLinesTable {
  id: Generated<number>;
  reservation_id: number;
  kind: LedgerKind;
  /** Integer cents, > 0, in SHOP_CURRENCY. */
  amount_cents: number;
  /** Set for the kinds whose money changes hands (and a void of one); null otherwise. */
  method: LedgerMethod | null;
  note: string | null;
  voids_line_id: number | null;
  created_by: number;
  /** The instant it was written. */
  created_at: EpochMs;
}

export interface Tables {
  users: UsersTable;
  motorcycles: MotorcyclesTable;
  reservations: ReservationsTable;
  blocks: BlocksTable;
  calendar_feeds: CalendarFeedsTable;
  catalog_version: CatalogVersionTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  shop_profile: ShopProfileTable;
  audit_log: AuditLogTable;
  recovery_codes: RecoveryCodesTable;
  ledger_lines: LedgerLinesTable;
}

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  /**
   * SQLite only: runs a read-only statement at once on a second connection, which sees every
   * committed write (WAL) and never waits behind Kysely's single connection. Hot-path reads use
   * it through `preparedRead`; everything else, and all of PostgreSQL, goes through `db`.
   */
  read?: (sql: string, parameters: readonly unknown[]) => unknown[];
  /** Closes what `read` uses; `db.destroy()` closes the rest. */
  closeReader?: () => void;
  /** PostgreSQL only: the pool's connections, for the metrics (plugins/metrics.ts). */
  poolStats?: () => { total: number; idle: number; max: number; waiting: number };
}
