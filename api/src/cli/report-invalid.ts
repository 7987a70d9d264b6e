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
import { parseDatabaseUrl } from '../config';
import { connect } from '../db/connect';
import type { Database } from '../db/types';
import { translator } from '../lib/i18n';
import { deletedEmail } from '../repositories/account/deletion';
import { runCli } from './file-cli';

/** The report is for the shop's developers: in English, the rules' own words. */
const english = (problem: RuleProblem) => ruleSentence(translator('en'), problem);

interface Finding {
  table: 'users' | 'motorcycles' | 'reservations';
  id: number;
  column: string;
  value: string;
  problem: string;
}

/** Rows are read in batches by id, so a year of reservations never sits in memory at once. */
const BATCH = 1000;

async function* batches<Row extends { id: number }>(
  read: (afterId: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    yield* rows;
    if (rows.length < BATCH) return;
    afterId = rows[rows.length - 1]!.id;
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

/** Every row that breaks a rule on user input, table by table, by id. */
async function findInvalidRows({ db }: Database): Promise<Finding[]> {
  const findings: Finding[] = [];
  const note = (
    table: Finding['table'],
    id: number,
    column: string,
    value: string,
    problem: RuleProblem | string | null,
  ) => {
    if (problem !== null) {
      const sentence = typeof problem === 'string' ? problem : english(problem);
      findings.push({ table, id, column, value, problem: sentence });
    }
  };

  const users = batches((afterId) =>
    db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute(),
  );
  for await (const user of users) {
    // A deleted account keeps its row for the shop's books, under a stand-in that is no address.
    if (user.email === deletedEmail(user.id)) continue;
    note('users', user.id, 'name', user.name, signupFieldProblem('name', user.name));
    note('users', user.id, 'email', user.email, emailFinding(user.email));
  }

  const motorcycles = batches((afterId) =>
    db
      .selectFrom('motorcycles')
      .select(['id', ...(Object.keys(MOTORCYCLE_TEXT) as (keyof typeof MOTORCYCLE_TEXT)[])])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute(),
  );
  for await (const motorcycle of motorcycles) {
    for (const [column, field] of Object.entries(MOTORCYCLE_TEXT)) {
      const value = motorcycle[column as keyof typeof MOTORCYCLE_TEXT];
      note('motorcycles', motorcycle.id, column, value, motorcycleFieldProblem(field, value));
    }
  }

  const reservations = batches((afterId) =>
    db
      .selectFrom('reservations')
      .select(['id', 'city'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute(),
  );
  for await (const reservation of reservations) {
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

function formatFinding({ table, id, column, value, problem }: Finding): string {
  return `${table} ${id} ${column} ${quote(value)}: ${problem}`;
}

async function main(): Promise<number> {
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  const database = connect(config, (error) => console.error(`Database error: ${error.message}`));
  try {
    const findings = await findInvalidRows(database);
    for (const finding of findings) console.log(formatFinding(finding));
    console.log(
      findings.length === 0
        ? 'Every row keeps the rules on user input. Nothing was changed.'
        : `${findings.length} ${findings.length === 1 ? 'value breaks' : 'values break'} the rules on user input. Nothing was changed.`,
    );
    return findings.length === 0 ? 0 : 1;
  } finally {
    await database.db.destroy();
    database.closeReader?.();
  }
}

// Run as a program (node dist/cli/report-invalid.js), not when a test imports it.
if (require.main === module) runCli(main, 'Could not read the database', 2);
