import { PASSWORD_MIN_LENGTH } from '../limits';
import { ruleProblem, type RuleProblem } from './problem';

/**
 * The passwords guessed first by every attacker (the top of the public leaked-password lists).
 * Refusing them costs a rider nothing and closes the cheapest guesses.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '654321',
  '111111',
  '000000',
  '123123',
  '121212',
  '112233',
  '666666',
  '696969',
  '777777',
  '888888',
  '987654321',
  'abc123',
  'abcdef',
  'abcd1234',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'azerty',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  '1q2w3e',
  '1q2w3e4r',
  '1qaz2wsx',
  'qazwsx',
  'iloveyou',
  'letmein',
  'welcome',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'starwars',
  'secret',
  'changeme',
  'admin1',
  'admin123',
  'administrator',
  'vespa1',
  'vespa123',
]);

/**
 * What makes a password refused, or null when it is acceptable: at least
 * PASSWORD_MIN_LENGTH characters, not only spaces, not one character repeated, not one of the
 * first passwords an attacker tries.
 */
export function passwordProblem(password: string): RuleProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return ruleProblem('field.tooShort', { field: 'password', min: PASSWORD_MIN_LENGTH });
  }
  if (password.trim() === '') return ruleProblem('password.onlySpaces');
  if (new Set(password).size === 1) return ruleProblem('password.easy');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return ruleProblem('password.common');
  return null;
}
