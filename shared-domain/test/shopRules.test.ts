import { openingHoursProblem, shopTextProblem } from '../src';
import { english, italian } from './sentences';

// The shop's profile form and PUT /api/v1/admin/shop refuse the same values in the same words.

const OPEN = { opens: '09:00', closes: '19:00' };
const week = (...days: unknown[]) => [
  ...days,
  ...Array.from({ length: 7 - days.length }, () => OPEN),
];

describe('the shop’s opening hours', () => {
  it('accept seven days, Monday first, each closed or open before it closes', () => {
    expect(openingHoursProblem(week(null, { opens: '00:00', closes: '23:59' }))).toBeNull();
  });

  it('name the first wrong day in the reader’s language', () => {
    const wednesday = week(OPEN, OPEN, { opens: '19:00', closes: '09:00' });
    expect(english(openingHoursProblem(wednesday))).toBe(
      'Opening hours on Wednesday: the shop must open before it closes',
    );
    expect(italian(openingHoursProblem(wednesday))).toBe(
      'Orari di apertura di mercoledì: l’apertura deve venire prima della chiusura',
    );
    expect(english(openingHoursProblem(week({ opens: '9:00', closes: '19:00' })))).toBe(
      'Opening hours on Monday must be times written HH:mm',
    );
    expect(english(openingHoursProblem(week(OPEN, OPEN, OPEN, OPEN, OPEN, OPEN, 'closed')))).toBe(
      'Opening hours on Sunday must be times written HH:mm',
    );
    expect(english(openingHoursProblem([OPEN]))).toBe(
      'Opening hours must list the seven days of the week, Monday first',
    );
  });
});

describe('the shop’s phone and email', () => {
  it('may be left empty, and are checked when given', () => {
    expect(shopTextProblem('phone', '')).toBeNull();
    expect(shopTextProblem('phone', '+39 06 1234 5678')).toBeNull();
    expect(english(shopTextProblem('phone', 'call us'))).toMatch(/^Phone must be a phone number/);
    expect(shopTextProblem('email', '')).toBeNull();
    expect(english(shopTextProblem('email', 'desk@'))).toBe('Email is invalid');
  });

  it('need a name and an address', () => {
    expect(english(shopTextProblem('address', ' '))).toBe("Address can't be blank");
    expect(italian(shopTextProblem('name', ''))).toBe('Nome: campo obbligatorio');
  });
});
