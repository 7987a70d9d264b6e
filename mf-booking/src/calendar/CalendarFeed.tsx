import { useId, useRef, useState } from 'react';
import { describeRequest } from 'shared-auth';
import { Field, MessageBox } from 'shared-ui';
import { useCreateCalendarFeedMutation } from './calendarFeedApi';
import './calendar.css';

const PREPARING = 'Preparing your link...';

/** What the copy button last did, for the link it was pressed on. */
type Copy = { url: string; copied: boolean };

/**
 * "Subscribe in your calendar app": the rider's private feed address (docs/PRODUCT.md, "Rides in
 * your calendar"), with Copy and "Replace link". The api keeps only a hash of the address, so it
 * is shown once, when made; a new one replaces the one before, which then stops working.
 */
export function CalendarFeed() {
  const headingId = useId();
  const [createFeed, request] = useCreateCalendarFeedMutation();
  const status = describeRequest(request, PREPARING);
  const [copy, setCopy] = useState<Copy | null>(null);
  const [replaced, setReplaced] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Kept here rather than read from the request, which forgets it while a replacement is made.
  const [url, setUrl] = useState<string>();

  const make = async (replacing: boolean) => {
    if (status.loading) return;
    setReplaced(false);
    const result = await createFeed();
    if (!result.data) return;
    setUrl(result.data.url);
    setReplaced(replacing);
  };

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy({ url: link, copied: true });
    } catch {
      // No clipboard (a page served without https, a browser that refuses): the rider copies it.
      field.current?.select();
      setCopy({ url: link, copied: false });
    }
  };

  let copyText = '';
  if (copy && copy.url === url) {
    copyText = copy.copied ? 'Copied' : 'Select the link and copy it (Ctrl+C).';
  }

  return (
    <section className="booking-calendar" aria-labelledby={headingId}>
      <h2 id={headingId}>Your rides in your calendar</h2>
      {url === undefined ? (
        <>
          <p className="booking-calendar__text">
            Your calendar app can show your rides and keep them up to date: subscribe to your
            private link. Getting a link replaces the one you got before, which then stops working.
          </p>
          <button
            type="button"
            className="button booking-calendar__button"
            aria-disabled={status.loading || undefined}
            onClick={() => void make(false)}
          >
            {status.loading ? PREPARING : 'Subscribe in your calendar app'}
          </button>
        </>
      ) : (
        <>
          <p className="booking-calendar__text">
            Add this link to your calendar app as a subscription (“From URL”, “Subscribe to
            calendar”). Keep it to yourself: whoever has it sees your rides.
          </p>
          <Field label="Your private calendar link">
            {(control) => (
              <input
                {...control}
                ref={field}
                className="booking-calendar__url"
                type="text"
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
              />
            )}
          </Field>
          <div className="booking-calendar__actions">
            <button type="button" className="button" onClick={() => void copyLink(url)}>
              Copy link
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={status.loading || undefined}
              onClick={() => void make(true)}
            >
              {status.loading ? PREPARING : 'Replace link'}
            </button>
            <span className="booking-calendar__copied" role="status">
              {copyText}
            </span>
          </div>
          <p className="booking-calendar__replaced" role="status">
            {replaced ? 'This is a new link: the one before no longer works.' : ''}
          </p>
        </>
      )}
      {status.error && <MessageBox message={status.message} error />}
    </section>
  );
}
