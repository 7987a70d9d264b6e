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
  type SignupField,
  signupFieldProblem,
} from 'shared-domain';
import { migrate } from '../db/migrate';
import { translator } from '../lib/i18n';
import { hashPassword } from '../lib/passwords';
import { insertUser } from '../repositories/users';
import { runCli, withDatabase } from './file-cli';

const USAGE =
  'Usage: npm run create-admin -w api -- --name NAME --email EMAIL --password PASSWORD ' +
  '(or ADMIN_NAME, ADMIN_EMAIL, ADMIN_PASSWORD in the environment).';

type AdminInput = Record<SignupField, string>;

/** The sentences that make the input unacceptable: the signup form's rules, in its words. */
function adminInputProblems(input: AdminInput): string[] {
  const problems = SIGNUP_FIELDS.flatMap((field) => {
    const problem = signupFieldProblem(field, input[field]);
    return problem ? [`${ruleSentence(translator('en'), problem)}.`] : [];
  });
  if (input.password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters).`);
  }
  return problems;
}

/** Each value from its flag, else from the environment; a string: what is wrong, and the usage. */
function readInput(argv: string[], env: NodeJS.ProcessEnv): AdminInput | string {
  let input: AdminInput;
  try {
    ({ values: input } = parseArgs({
      args: argv,
      options: {
        name: { type: 'string', default: env.ADMIN_NAME ?? '' },
        email: { type: 'string', default: env.ADMIN_EMAIL ?? '' },
        password: { type: 'string', default: env.ADMIN_PASSWORD ?? '' },
      },
    }));
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)}\n${USAGE}`;
  }
  const missing = SIGNUP_FIELDS.filter((field) => input[field] === '');
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
  // The email as signup stores it: having passed signup's rules above, it is one.
  const email = normalizeEmail(input.email) as string;
  return withDatabase(async (database) => {
    await migrate(database);
    const user = await insertUser(database.db, {
      name: input.name.trim(),
      email,
      passwordHash: await hashPassword(input.password),
      role: 'owner',
    });
    if (!user) {
      console.error(`No administrator created: an account with the email ${email} already exists.`);
      return 1;
    }
    console.log(`Administrator created: ${user.name} <${user.email}> (user id ${user.id}).`);
    return 0;
  });
}

runCli(main, 'Could not create the administrator');
