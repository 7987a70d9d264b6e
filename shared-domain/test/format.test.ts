import {
  bookingTimeText,
  canonicalCurrency,
  formatDate,
  formatHours,
  formatMoney,
  formatNumber,
  formatWallClock,
} from '../src';

const lastEvening = Date.UTC(2026, 11, 31, 22, 0);

describe('the one way to write a day and a time', () => {
  it.each([
    ['day', 'Thu, Dec 31, 2026', 'gio 31 dic 2026'],
    ['shortDay', 'Thu, Dec 31', 'gio 31 dic'],
    ['time', '22:00', '22:00'],
    ['dayTime', 'Thu, Dec 31, 2026, 22:00', 'gio 31 dic 2026, 22:00'],
  ] as const)('writes the %s in English and Italian', (layout, english, italian) => {
    expect(formatWallClock(lastEvening, layout, 'en')).toBe(english);
    expect(formatWallClock(lastEvening, layout, 'it')).toBe(italian);
  });

  it('reads an instant on the shop’s clock, whatever the machine’s zone', () => {
    const instant = new Date('2026-12-31T22:30:00Z');
    expect(formatDate(instant, 'dayTime', 'en', 'Europe/Rome')).toBe('Thu, Dec 31, 2026, 23:30');
    expect(formatDate(instant, 'dayTime', 'en', 'America/New_York')).toBe(
      'Thu, Dec 31, 2026, 17:30',
    );
  });

  it('writes a booking’s start and end in the reader’s language', () => {
    expect(bookingTimeText('2026-12-31T22:00', 36, 'it')).toEqual({
      start: 'gio 31 dic 2026, 22:00',
      end: 'sab 2 gen 2027, 10:00',
    });
  });
});

describe('numbers and money', () => {
  it('writes hours and counts as the reader reads them', () => {
    expect([formatHours(2.5, 'en'), formatHours(1, 'en')]).toEqual(['2.5 hours', '1 hour']);
    expect([formatHours(2.5, 'it'), formatHours(1, 'it')]).toEqual(['2,5 ore', '1 ora']);
    expect([formatNumber(12345, 'en'), formatNumber(12345, 'it')]).toEqual(['12,345', '12.345']);
  });

  it('writes money in the shop’s currency', () => {
    expect(formatMoney(20, 'en', 'USD')).toBe('$20.00');
    expect(formatMoney(1234.5, 'en', 'EUR')).toBe('€1,234.50');
    // Intl puts a no-break space between the amount and the currency.
    expect(formatMoney(20, 'it', 'USD')).toBe('20,00\u00a0USD');
    expect(formatMoney(1234.5, 'it', 'EUR')).toBe('1234,50\u00a0€');
  });

  it('knows an ISO 4217 code and refuses anything else', () => {
    expect(canonicalCurrency('eur')).toBe('EUR');
    expect(canonicalCurrency('USD')).toBe('USD');
    expect(canonicalCurrency('EURO')).toBeNull();
    expect(canonicalCurrency('XYZ')).toBeNull();
    expect(canonicalCurrency('')).toBeNull();
  });
});
