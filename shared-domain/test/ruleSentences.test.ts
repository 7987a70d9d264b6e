import {
  blockReasonProblem,
  DESK_PROBLEMS,
  durationProblem,
  motorcycleFieldProblem,
  RULES_CATALOGUES,
  signupFieldProblem,
  skippedTimeProblem,
} from '../src';
import { english, italian } from './sentences';

// The rules answer a key and values; the `rules` catalogue (src/locales/<language>/rules.json)
// writes them in each language, the fields by their names in that language.

describe('a rule’s problem', () => {
  it('reads in English as the api has always said it', () => {
    expect(english(motorcycleFieldProblem('bookingPricePerHour', '0'))).toBe(
      'Booking price per hour must be greater than 0',
    );
    expect(english(motorcycleFieldProblem('chassisNumber', ' '))).toBe(
      "Chassis number can't be blank",
    );
    expect(english(motorcycleFieldProblem('dayPrice', '0'))).toBe(
      'Day price must be greater than 0',
    );
    expect(english(motorcycleFieldProblem('deposit', '-1'))).toBe(
      'Deposit must be greater than or equal to 0',
    );
    expect(english(DESK_PROBLEMS.tooEarly('2026-11-24T14:30'))).toBe(
      'This ride starts at 14:30 on Tue, Nov 24, 2026; it can be handed over from 2 hours before.',
    );
    expect(english(DESK_PROBLEMS.tooEarly('2026-11-24'))).toBe(
      'This ride is on Tue, Nov 24, 2026; it can be handed over that day.',
    );
  });

  it('reads in Italian, each field by its Italian name', () => {
    expect(italian(motorcycleFieldProblem('bookingPricePerHour', '0'))).toBe(
      'Prezzo orario: deve essere maggiore di 0',
    );
    expect(italian(motorcycleFieldProblem('chassisNumber', ' '))).toBe(
      'Numero di telaio: campo obbligatorio',
    );
    expect(italian(motorcycleFieldProblem('price', '1000000.5'))).toBe(
      'Prezzo: deve essere al massimo 1000000',
    );
    expect(italian(motorcycleFieldProblem('dayPrice', '100000.01'))).toBe(
      'Tariffa giornaliera: deve essere al massimo 100000',
    );
    expect(italian(motorcycleFieldProblem('deposit', '12.345'))).toBe(
      'Cauzione: al massimo 2 decimali',
    );
    expect(italian(signupFieldProblem('name', 'K'))).toBe(
      'Nome: troppo corto (minimo 2 caratteri)',
    );
    expect(italian(signupFieldProblem('password', 'qwerty'))).toBe('Password troppo comune');
    expect(italian(durationProblem(0))).toBe('Durata: deve essere maggiore di 0');
    expect(italian(blockReasonProblem(''))).toBe('Motivo: campo obbligatorio');
  });

  it('writes its days and times in the reader’s language', () => {
    expect(italian(DESK_PROBLEMS.tooEarly('2026-11-24T14:30'))).toBe(
      'Questo noleggio inizia alle 14:30 del mar 24 nov 2026: la consegna si può fare da 2 ore prima.',
    );
    expect(italian(skippedTimeProblem('2027-03-28T02:30', 'Europe/Rome', true))).toBe(
      'A Rome il 28 marzo 2027 gli orologi passano dalle 02:00 alle 03:00: scegli un’altra ora di fine.',
    );
  });
});

/** The names a sentence interpolates or nests: `{{on, datetime(…)}}` is `on`. */
const variables = (sentence: string) =>
  [...new Set([...sentence.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]))].sort();

describe('the rules catalogue', () => {
  it.each(Object.keys(RULES_CATALOGUES).filter((language) => language !== 'en'))(
    'in %s names the same values as English in each sentence',
    (language) => {
      const own = RULES_CATALOGUES[language as keyof typeof RULES_CATALOGUES];
      for (const [key, sentence] of Object.entries(RULES_CATALOGUES.en)) {
        expect([key, variables(own[key as keyof typeof own])]).toEqual([key, variables(sentence)]);
      }
    },
  );
});
