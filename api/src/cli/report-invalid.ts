// npm run report-invalid -w api: lists the rows of the database of DATABASE_URL (default: the
// api's SQLite file) that the input rules refuse today but that were stored before those rules
// existed: look-alike or mailto-unsafe emails, blank-looking names and cities, text that turns
// other text around. It changes nothing: what to do with each row (ask the rider, edit the
// motorcycle, leave it) is the shop's decision (api/README.md, "Rows stored before a rule").
import {
  cityProblem,
  motorcycleFieldProblem,
  type MotorcycleField,
  readEmail,
  type RuleProblem,
  ruleSentence,
  signupFieldProblem,
} from 'shared-domain';
import { type Kysely, sql } from 'kysely';
import type { Database, Tables } from '../db/types';
import { translator } from '../lib/i18n';
import { deletedEmail } from '../repositories/account/deletion';
import { runCli, withDatabase } from './file-cli';

/** The report is for the shop's developers: in English, the rules' own words. */
const english = (problem: RuleProblem) => ruleSentence(translator('en'), problem);

/** Rows are read in batches by id, so a year of reservations never sits in memory at once. */
const BATCH = 1000;

/** These columns (text, each of them) of every row of `table`, by id, in batches. */
async function* rowsOf<
  T extends 'users' | 'motorcycles' | 'reservations',
  C extends keyof Tables[T] & string,
>(db: Kysely<Tables>, table: T, columns: C[]) {
  // Kysely cannot follow a table chosen by a type parameter: the rows are typed here.
  const rows = db
    .selectFrom(sql<Record<string, unknown>>`${sql.table(table)}`.as('t'))
    .select(['t.id', ...columns.map((column) => `t.${column}` as const)]);
  for (let afterId = 0; ;) {
    const batch = (await rows
      .where('t.id', '>', afterId)
      .orderBy('t.id')
      .limit(BATCH)
      .execute()) as ({ id: number } & Record<C, string>)[];
    yield* batch;
    if (batch.length < BATCH) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

/** What signup would say about a stored email, or that signup would now store it otherwise. */
function emailFinding(email: string): string | null {
  const { email: stored, problem } = readEmail(email);
  if (problem !== null) return english(problem);
  return stored === email ? null : `Email would be stored as ${quote(stored)}`;
}

/** The motorcycle columns checked, with the form field each one holds. */
const MOTORCYCLE_TEXT = {
  name: 'name',
  model: 'model',
  brand: 'brand',
  color: 'color',
  chassis_number: 'chassisNumber',
  image_link: 'imageLink',
  description: 'description',
} as const satisfies Record<string, MotorcycleField>;

/** A line for every value that breaks a rule on user input, table by table, by id. */
async function findInvalidRows({ db }: Database): Promise<string[]> {
  const findings: string[] = [];
  const note = (
    table: string,
    id: number,
    column: string,
    value: string,
    problem: RuleProblem | string | null,
  ) => {
    if (problem === null) return;
    const sentence = typeof problem === 'string' ? problem : english(problem);
    findings.push(`${table} ${id} ${column} ${quote(value)}: ${sentence}`);
  };

  for await (const user of rowsOf(db, 'users', ['name', 'email'])) {
    // A deleted account keeps its row for the shop's books, under a stand-in that is no address.
    if (user.email === deletedEmail(user.id)) continue;
    note('users', user.id, 'name', user.name, signupFieldProblem('name', user.name));
    note('users', user.id, 'email', user.email, emailFinding(user.email));
  }
  const columns = Object.keys(MOTORCYCLE_TEXT) as (keyof typeof MOTORCYCLE_TEXT)[];
  for await (const motorcycle of rowsOf(db, 'motorcycles', columns)) {
    for (const column of columns) {
      const value = motorcycle[column];
      const problem = motorcycleFieldProblem(MOTORCYCLE_TEXT[column], value);
      note('motorcycles', motorcycle.id, column, value, problem);
    }
  }
  for await (const reservation of rowsOf(db, 'reservations', ['city'])) {
    note('reservations', reservation.id, 'city', reservation.city, cityProblem(reservation.city));
  }
  return findings;
}

/**
 * A value in double quotes with everything but printable ASCII written `\u{…}`: the invisible
 * and direction-changing characters a row is listed for show, and cannot rearrange the terminal.
 */
function quote(value: string): string {
  let quoted = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"' || char === '\\') quoted += `\\${char}`;
    else if (code >= 0x20 && code <= 0x7e) quoted += char;
    else quoted += `\\u{${code.toString(16).padStart(4, '0')}}`;
  }
  return `"${quoted}"`;
}

async function main(): Promise<number> {
  return withDatabase(async (database) => {
    const findings = await findInvalidRows(database);
    for (const finding of findings) console.log(finding);
    console.log(
      findings.length === 0
        ? 'Every row keeps the rules on user input. Nothing was changed.'
        : `${findings.length} ${findings.length === 1 ? 'value breaks' : 'values break'} the rules on user input. Nothing was changed.`,
    );
    return findings.length === 0 ? 0 : 1;
  });
}

runCli(main, 'Could not read the database', 2);
