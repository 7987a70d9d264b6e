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
  /**
   * Runs `work` and returns how the plans of the statements it sent search users (the table read
   * under its own name, as the people search reads it; a join for a row's rider names it `u`):
   * `walks`, every read that goes through the whole table or a whole index rather than straight
   * to the rows wanted (SQLite's `SCAN users`, with or without an index; PostgreSQL's `Seq Scan
   * on users` or an index scan of it with no condition), and the `indexes` the plans search.
   * Fails when `work` never touched users.
   */
  readsOfUsers(
    work: (database: Database) => Promise<unknown>,
  ): Promise<{ walks: string[]; indexes: string[] }>;
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

  /** PostgreSQL's plans of a statement: as sent, and the generic one if it is prepared. */
  const pgPlans = async (query: CompiledQuery): Promise<PgPlanNode[]> => {
    const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
    );
    const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PgPlanNode }] })['QUERY PLAN'][0].Plan;
    return preparedOnServer(query.sql) ? [plan, await genericPlan(database.db, query)] : [plan];
  };
  const sqlitePlan = async (query: CompiledQuery) =>
    (
      await database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
      )
    ).rows;

  const fullScans = async (query: CompiledQuery): Promise<string[]> => {
    const lines =
      database.dialect === 'postgres'
        ? (await pgPlans(query)).flatMap(pgSeqScans)
        : sqliteTableScans(await sqlitePlan(query), query.sql);
    return lines.map((line) => `${line} — ${query.sql}`);
  };

  const readsOfUsers = async (query: CompiledQuery) => {
    if (database.dialect === 'postgres') {
      const nodes = (await pgPlans(query)).flatMap(pgNodes);
      return {
        walks: nodes
          .filter(pgWalksUsers)
          .map((node) => `${node['Node Type']} on users — ${query.sql}`),
        indexes: nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
      };
    }
    const details = (await sqlitePlan(query)).map((row) => row.detail);
    return {
      walks: details
        .filter((detail) => /^SCAN users\b/.test(detail))
        .map((line) => `${line} — ${query.sql}`),
      indexes: details.flatMap((detail) => {
        const index =
          / USING (?:COVERING )?INDEX (\w+)/.exec(detail) ??
          /^SCAN (\w+) VIRTUAL TABLE/.exec(detail);
        return index ? [index[1] as string] : [];
      }),
    };
  };

  /** The statements `work` sends, which must include one naming `table`. */
  const sentBy = async (work: (database: Database) => Promise<unknown>, table: string) => {
    const sent: CompiledQuery[] = [];
    recording = sent;
    try {
      await work(database);
    } finally {
      recording = null;
    }
    if (!sent.some((query) => new RegExp(`\\b${table}\\b`).test(query.sql))) {
      throw new Error(`The work sent no statement that reads ${table}`);
    }
    return sent;
  };

  return {
    database,
    async fullScansOfReservations(work) {
      const sent = await sentBy(work, 'reservations');
      return (await Promise.all(sent.map(fullScans))).flat();
    },
    async readsOfUsers(work) {
      const sent = (await sentBy(work, 'users')).filter((query) => /\busers\b/.test(query.sql));
      const reads = await Promise.all(sent.map(readsOfUsers));
      return {
        walks: reads.flatMap((read) => read.walks),
        indexes: [...new Set(reads.flatMap((read) => read.indexes))],
      };
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
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgPlanNode[];
}

/** Every node of a plan tree. */
const pgNodes = (node: PgPlanNode): PgPlanNode[] => [node, ...(node.Plans ?? []).flatMap(pgNodes)];

/** A read of users, by its own name, that is not a search: the table, or an index in order. */
const pgWalksUsers = (node: PgPlanNode) =>
  node['Relation Name'] === 'users' &&
  node.Alias === 'users' &&
  (node['Node Type'] === 'Seq Scan' ||
    (/^Index (Only )?Scan$/.test(node['Node Type']) && node['Index Cond'] === undefined));

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
