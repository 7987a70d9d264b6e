import { isUsableWindow, MAX_WINDOW_DAYS, timeWindowProblems } from '../src';
import { english, italian } from './sentences';

// The window of a search for free motorcycles, on the shop's clock: 10:30 in Rome.
const now = new Date('2026-12-01T09:30:00Z');
const ROME = 'Europe/Rome';
const check = (from: string, to: string) => timeWindowProblems({ from, to }, now, ROME);

describe('a search window', () => {
  it('is fine from the shop’s current minute on, up to 31 days long', () => {
    expect(check('2026-12-01T10:30', '2026-12-01T13:00')).toEqual({});
    expect(check('2026-12-05T10:00', '2027-01-05T10:00')).toEqual({});
    expect(MAX_WINDOW_DAYS).toBe(31);
    expect(isUsableWindow({ from: '2026-12-05T10:00', to: '2026-12-05T13:00' }, now, ROME)).toBe(
      true,
    );
  });

  it('may not start before the shop’s current minute', () => {
    const { from } = check('2026-12-01T10:29', '2026-12-01T13:00');
    expect(english(from)).toBe("From can't be in the past: that time has already passed in Rome");
    expect(italian(from)).toBe('«Dal» non può essere nel passato: a Rome quell’ora è già passata');
    // 09:30 UTC is 10:30 in Rome but 04:30 in New York: the shop's clock decides.
    expect(
      timeWindowProblems(
        { from: '2026-12-01T05:00', to: '2026-12-01T06:00' },
        now,
        'America/New_York',
      ),
    ).toEqual({});
  });

  it('must end after it starts', () => {
    expect(english(check('2026-12-05T10:00', '2026-12-05T10:00').to)).toBe('To must be after From');
    expect(english(check('2026-12-05T10:00', '2026-12-04T10:00').to)).toBe('To must be after From');
  });

  it('spans at most 31 days', () => {
    const { to } = check('2026-12-05T10:00', '2027-01-05T10:01');
    expect(english(to)).toBe("To can't be more than 31 days after From");
    expect(italian(to)).toBe('«Al» non può essere più di 31 giorni dopo «Dal»');
  });

  it('names each time that is not a real YYYY-MM-DDTHH:mm', () => {
    const problems = check('2026-02-30T10:00', '2026-12-05');
    expect(english(problems.from)).toBe('From must be a valid YYYY-MM-DDTHH:mm');
    expect(english(problems.to)).toBe('To must be a valid YYYY-MM-DDTHH:mm');
    expect(isUsableWindow({ from: '2026-12-05T25:00', to: '2026-12-06T10:00' }, now, ROME)).toBe(
      false,
    );
  });
});
