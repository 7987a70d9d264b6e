import { formatUSD, hoursText } from 'shared-domain';
import { problemText, type Quote } from './quote';

/**
 * The live summary under the times: duration and total for a bookable entry, else what is known
 * and why it cannot be booked. Kept on the page even when empty, since a live region must exist
 * before its text arrives.
 */
export function QuoteSummary({ quote, problemId }: { quote: Quote; problemId: string }) {
  const problemSentence = quote.ok ? null : problemText(quote.problem);
  return (
    <div className="booking-reserve-form__summary" role="status">
      {quote.ok ? (
        <dl>
          <div>
            <dt>Duration</dt>
            <dd>{hoursText(quote.duration)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd className="booking-reserve-form__total">{formatUSD(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        <>
          {quote.duration !== undefined && <p>Duration: {hoursText(quote.duration)}</p>}
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
