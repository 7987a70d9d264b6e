import { PASSWORD_MIN_LENGTH } from '../limits';

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
 * The sentence that says why a password is refused, or null when it is acceptable: at least
 * PASSWORD_MIN_LENGTH characters, not only spaces, not one character repeated, not one of the
 * first passwords an attacker tries.
 */
export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`;
  }
  if (password.trim() === '') return "Password can't be only spaces";
  if (new Set(password).size === 1) return 'Password is too easy to guess';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'Password is too common';
  return null;
}
