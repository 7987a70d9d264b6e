import { useTranslation } from 'react-i18next';
import { useLanguage } from 'shared-ui';
import { useMoney } from 'shared-auth/api';
import { formatHours } from 'shared-domain';
import type { BookingT } from '../locales/i18n';
import { problemText, type Quote } from './quote';
import { rideLengthText } from './rideLength';

/**
 * The duration as the rider entered it: "2 h 30 min" for one day (with the hours it is charged
 * as when the one-decimal rule rounds it: "2 h 20 min (2.3 hours)"), "50 hours" for several.
 */
function durationText(duration: number, rideMinutes: number | undefined, language: string): string {
  const hours = formatHours(duration, language);
  if (rideMinutes === undefined) return hours;
  const length = rideLengthText(rideMinutes);
  return rideMinutes === duration * 60 ? length : `${length} (${hours})`;
}

/**
 * How a total with day prices is made: "3 days × $45.00", "1 day × $45.00 + 6 hours × $10.00".
 * Null when the ride costs its hours alone (duration × price per hour, the total says it all).
 */
function breakdownText(
  quote: Extract<Quote, { ok: true }>,
  t: BookingT,
  money: (amount: number) => string,
  language: string,
): string | null {
  const { cost, prices } = quote;
  if (cost.days === 0 || prices.dayPrice === null) return null;
  const days = t('quote.days', { count: cost.days, price: money(prices.dayPrice) });
  if (cost.hours === 0) return days;
  const hours = formatHours(cost.hours, language);
  return `${days} + ${t('quote.hours', { hours, price: money(prices.bookingPricePerHour) })}`;
}

/**
 * The live summary under the times: duration and total for a bookable entry, else what is known
 * and why it cannot be booked. Kept on the page even when empty, since a live region must exist
 * before its text arrives.
 */
export function QuoteSummary({
  quote,
  problemId,
  timeZone,
}: {
  quote: Quote;
  problemId: string;
  /** The shop's, named in the sentence about a start that has passed. */
  timeZone: string;
}) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const money = useMoney();
  const problemSentence = quote.ok ? null : problemText(quote.problem, t, timeZone, quote.date);
  const breakdown = quote.ok ? breakdownText(quote, t, money, language) : null;
  return (
    <div className="booking-reserve-form__summary" role="status">
      {quote.ok ? (
        <dl>
          <div>
            <dt>{t('quote.duration')}</dt>
            <dd>{durationText(quote.duration, quote.rideMinutes, language)}</dd>
          </div>
          {breakdown && (
            <div>
              <dt>{t('quote.breakdown')}</dt>
              <dd>{breakdown}</dd>
            </div>
          )}
          <div>
            <dt>{t('quote.total')}</dt>
            <dd className="booking-reserve-form__total">{money(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        <>
          {quote.duration !== undefined && (
            <p>
              {t('quote.durationLine', {
                duration: durationText(quote.duration, quote.rideMinutes, language),
              })}
            </p>
          )}
          {problemSentence && (
            <p id={problemId} className="booking-reserve-form__problem">
              {problemSentence}
            </p>
          )}
        </>
      )}
    </div>
  );
}
