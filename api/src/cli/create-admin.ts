// npm run create-admin -w api -- --name "Ada" --email ada@example.com --password '…'
// Creates an administrator in the database of DATABASE_URL (default: the api's SQLite file),
// migrating it first if it is new. Production mode seeds no accounts, so this is how the first
// administrator comes to exist. Each value may come from ADMIN_NAME, ADMIN_EMAIL and
// ADMIN_PASSWORD instead: a password given as a flag is visible to other users in the process
// list, one in the environment is not.
import { parseArgs } from 'node:util';
import {
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  SIGNUP_FIELDS,
  ruleSentence,
  signupFieldProblem,
  type User,
} from 'shared-domain';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { translator } from '../lib/i18n';
import { hashPassword } from '../lib/passwords';
import { insertUser } from '../repositories/users';
import { runCli, withDatabase } from './file-cli';

export interface AdminInput {
  name: string;
  email: string;
  password: string;
}

const USAGE =
  'Usage: npm run create-admin -w api -- --name NAME --email EMAIL --password PASSWORD ' +
  '(or ADMIN_NAME, ADMIN_EMAIL, ADMIN_PASSWORD in the environment).';

/** The sentences that make the input unacceptable: the signup form's rules, in its words. */
export function adminInputProblems(input: AdminInput): string[] {
  const problems = SIGNUP_FIELDS.flatMap((field) => {
    const problem = signupFieldProblem(field, input[field]);
    return problem ? [`${ruleSentence(translator('en'), problem)}.`] : [];
  });
  if (input.password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters).`);
  }
  return problems;
}

/** The email as signup stores it; the input passed `adminInputProblems`. */
function storedEmail(input: AdminInput): string {
  const email = normalizeEmail(input.email);
  if (email === null) throw new Error(`The email ${input.email} is not acceptable.`);
  return email;
}

/** Inserts the administrator; `null` when the email is taken. */
export async function createAdmin(database: Database, input: AdminInput): Promise<User | null> {
  return insertUser(database.db, {
    name: input.name.trim(),
    email: storedEmail(input),
    passwordHash: await hashPassword(input.password),
    role: 'owner',
  });
}

function readInput(argv: string[], env: NodeJS.ProcessEnv): AdminInput | string {
  let values: { name?: string; email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        name: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)}\n${USAGE}`;
  }
  const input = {
    name: values.name ?? env.ADMIN_NAME ?? '',
    email: values.email ?? env.ADMIN_EMAIL ?? '',
    password: values.password ?? env.ADMIN_PASSWORD ?? '',
  };
  const missing = (['name', 'email', 'password'] as const).filter((key) => input[key] === '');
  if (missing.length > 0) return `Missing ${missing.join(', ')}.\n${USAGE}`;
  return input;
}

async function main(): Promise<number> {
  const input = readInput(process.argv.slice(2), process.env);
  if (typeof input === 'string') {
    console.error(input);
    return 2;
  }
  const problems = adminInputProblems(input);
  if (problems.length > 0) {
    console.error(`No administrator created. ${problems.join(' ')}`);
    return 1;
  }
  return withDatabase(async (database) => {
    await migrate(database);
    const user = await createAdmin(database, input);
    if (!user) {
      console.error(
        `No administrator created: an account with the email ${storedEmail(input)} already exists.`,
      );
      return 1;
    }
    console.log(`Administrator created: ${user.name} <${user.email}> (user id ${user.id}).`);
    return 0;
  });
}

// Run as a program (node dist/cli/create-admin.js), not when a test imports it.
if (require.main === module) runCli(main, 'Could not create the administrator');
