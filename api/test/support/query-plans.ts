import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { migrate } from '../../src/db/migrate';
import { preparedOnServer } from '../../src/db/server-prepared';
import { forKysely, openSqlite } from '../../src/db/sqlite';
import type { Database, Tables } from '../../src/db/types';
import { freshDatabase } from './helpers';

/**
 * The databases' own query plans for the statements the api's repository functions send: a
 * test runs the real function against a database that records every statement, then asks the
 * database how it would run each one (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL).
 */

export interface PlanDatabase {
  /** Pass this to repository functions, as the api passes its own. */
  database: Database;
  /**
   * Runs `work` and returns every full scan of reservations in the plans of the statements it
   * sent, each as "the plan line — the statement"; [] when every read used an index. Fails when
   * `work` never touched reservations, so a test cannot pass by measuring nothing.
   */
  fullScansOfReservations(work: (database: Database) => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/** Statements that have a plan; transaction control (BEGIN, COMMIT) has none. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

/** A new, migrated database of the test's dialect that records what it is sent. */
export async function planDatabase(): Promise<PlanDatabase> {
  const config = await freshDatabase();
  let recording: CompiledQuery[] | null = null;
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query' && recording && PLANNED.test(event.query.sql)) {
      recording.push(event.query);
    }
  };
  const database: Database =
    config.dialect === 'postgres'
      ? {
          dialect: 'postgres',
          db: new Kysely<Tables>({
            dialect: new PostgresDialect({ pool: new Pool({ connectionString: config.url }) }),
            log,
          }),
        }
      : {
          dialect: 'sqlite',
          db: new Kysely<Tables>({
            dialect: new SqliteDialect({ database: forKysely(openSqlite(config.file)) }),
            log,
          }),
        };
  await migrate(database);

  const fullScans = async (query: CompiledQuery): Promise<string[]> => {
    if (database.dialect === 'postgres') {
      const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
      );
      const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PgPlanNode }] })['QUERY PLAN'][0].Plan;
      const generic = preparedOnServer(query.sql) ? await genericPlan(database.db, query) : null;
      return [...pgSeqScans(plan), ...(generic ? pgSeqScans(generic) : [])].map(
        (line) => `${line} — ${query.sql}`,
      );
    }
    const { rows } = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    return sqliteTableScans(rows, query.sql).map((line) => `${line} — ${query.sql}`);
  };

  return {
    database,
    async fullScansOfReservations(work) {
      const sent: CompiledQuery[] = [];
      recording = sent;
      try {
        await work(database);
      } finally {
        recording = null;
      }
      if (!sent.some((query) => /\breservations\b/.test(query.sql))) {
        throw new Error('The work sent no statement that reads reservations');
      }
      return (await Promise.all(sent.map(fullScans))).flat();
    },
    close: () => database.db.destroy(),
  };
}

/**
 * The plan PostgreSQL keeps for a statement the api prepares on the server (src/db/server-
 * prepared.ts) once it plans it for every set of parameters: its generic plan.
 */
function genericPlan(db: Kysely<Tables>, query: CompiledQuery): Promise<PgPlanNode> {
  const literal = (value: unknown) =>
    value === null
      ? 'null'
      : typeof value === 'number'
        ? String(value)
        : `'${String(value).replaceAll("'", "''")}'`;
  return db.connection().execute(async (conn) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
    await conn.executeQuery(CompiledQuery.raw(`prepare generic_plan as ${query.sql}`));
    try {
      const { rows } = await conn.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(
        CompiledQuery.raw(
          `explain (format json) execute generic_plan(${query.parameters.map(literal).join(', ')})`,
        ),
      );
      return (rows[0] as { 'QUERY PLAN': [{ Plan: PgPlanNode }] })['QUERY PLAN'][0].Plan;
    } finally {
      await sql`deallocate generic_plan`.execute(conn);
      await sql`reset plan_cache_mode`.execute(conn);
    }
  });
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PgPlanNode[];
}

/** PostgreSQL: every `Seq Scan on reservations` anywhere in the plan tree. */
function pgSeqScans(node: PgPlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'reservations'
      ? ['Seq Scan on reservations']
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(pgSeqScans)];
}

/**
 * SQLite: every `SCAN reservations` (or `SCAN <its alias>`) that reads the table itself rather
 * than an index. `SEARCH` lines use an index; `SCAN … USING [COVERING] INDEX` walks one in order.
 */
function sqliteTableScans(rows: readonly { detail: string }[], sql: string): string[] {
  const names = new Set(['reservations']);
  for (const match of sql.matchAll(/"reservations" as "(\w+)"/g)) names.add(match[1] as string);
  return rows
    .map((row) => row.detail)
    .filter((detail) => {
      const scan = /^SCAN (\w+)/.exec(detail);
      return scan !== null && names.has(scan[1] as string) && !/ USING .*INDEX /.test(detail);
    });
}
