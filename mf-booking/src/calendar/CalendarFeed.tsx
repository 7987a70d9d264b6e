import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { ConfirmDialog, Field, MessageBox, PendingButton } from 'shared-ui';
import { useCreateCalendarFeedMutation, useTurnOffCalendarFeedMutation } from './calendarFeedApi';
import './calendar.css';

/** What the copy button last did, for the link it was pressed on. */
type Copy = { url: string; copied: boolean };

/**
 * "Subscribe in your calendar app": the rider's private feed address (docs/PRODUCT.md, "Rides in
 * your calendar"), once there is one with Copy, "Replace link" and "Turn off". The api keeps only
 * a hash of the address, so it is shown once, when made; a new one replaces the one before, which
 * then stops working, and Turn off stops it without a new one.
 */
export function CalendarFeed() {
  const headingId = useId();
  const { t } = useTranslation('booking');
  const PREPARING = t('feed.preparing');
  const TURNING_OFF = t('feed.turningOff');
  const [createFeed, request] = useCreateCalendarFeedMutation();
  const [turnOff, turnOffRequest] = useTurnOffCalendarFeedMutation();
  const status = describeRequest(request, PREPARING);
  const turnOffStatus = describeRequest(turnOffRequest, TURNING_OFF);
  const busy = status.loading || turnOffStatus.loading;
  const [replaced, setReplaced] = useState(false);
  // Kept here rather than read from the request, which forgets it while a replacement is made.
  const [url, setUrl] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [copy, setCopy] = useState<Copy | null>(null);
  const linkField = useRef<HTMLInputElement>(null);
  /** Turn-off answers so far, to run the focus effect once each has been shown. */
  const [answers, setAnswers] = useState(0);
  // Where the keyboard goes once the question has closed: back to Turn off, or, once the link is
  // gone with it, to the button that gets a new one; never to the page's body.
  const focusNext = useRef<'turn-off' | 'subscribe' | null>(null);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const subscribeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Runs after the dialog has left the page, when the page is no longer inert.
    if (asking || focusNext.current === null) return;
    (focusNext.current === 'subscribe' ? subscribeButton : turnOffButton).current?.focus();
    focusNext.current = null;
  }, [asking, answers]);

  const make = async (replacing: boolean) => {
    if (busy) return;
    setReplaced(false);
    turnOffRequest.reset();
    const result = await createFeed();
    if (!result.data) return;
    setUrl(result.data.url);
    setReplaced(replacing);
  };

  const confirmTurnOff = async () => {
    setAsking(false);
    request.reset();
    const result = await turnOff();
    const ended = 'data' in result;
    if (ended) {
      setUrl(undefined);
      setReplaced(false);
    }
    focusNext.current = ended ? 'subscribe' : 'turn-off';
    setAnswers((count) => count + 1);
  };

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy({ url: link, copied: true });
    } catch {
      // No clipboard (a page served without https, a browser that refuses): the rider copies it.
      linkField.current?.select();
      setCopy({ url: link, copied: false });
    }
  };

  const copyText =
    !copy || copy.url !== url ? '' : copy.copied ? t('feed.copied') : t('feed.copyByHand');

  return (
    <section className="booking-calendar" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('feed.title')}</h2>
      {url === undefined ? (
        <>
          <p className="booking-calendar__text">{t('feed.text')}</p>
          <PendingButton
            ref={subscribeButton}
            className="button booking-calendar__button"
            pending={busy}
            onClick={() => void make(false)}
          >
            {status.loading ? PREPARING : t('feed.subscribe')}
          </PendingButton>
        </>
      ) : (
        <>
          <p className="booking-calendar__text">{t('feed.howTo')}</p>
          <Field label={t('feed.link')}>
            {(control) => (
              <input
                {...control}
                ref={linkField}
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
              {t('feed.copy')}
            </button>
            <PendingButton
              className="button button--secondary"
              pending={busy}
              onClick={() => void make(true)}
            >
              {status.loading ? PREPARING : t('feed.replace')}
            </PendingButton>
            <PendingButton
              ref={turnOffButton}
              className="button button--secondary"
              aria-label={turnOffStatus.loading ? TURNING_OFF : t('feed.turnOffLabel')}
              pending={busy}
              onClick={() => !busy && setAsking(true)}
            >
              {turnOffStatus.loading ? TURNING_OFF : t('feed.turnOff')}
            </PendingButton>
            <span className="booking-calendar__copied" role="status">
              {copyText}
            </span>
          </div>
          <p className="booking-calendar__replaced" role="status">
            {replaced ? t('feed.replaced') : ''}
          </p>
        </>
      )}
      {status.error && <MessageBox message={status.message} error />}
      {(turnOffStatus.success || turnOffStatus.error) && (
        <MessageBox message={turnOffStatus.message} error={turnOffStatus.error} />
      )}
      {/* On the page only while asked, so it is never a second dialog beside the list's own. */}
      {asking && (
        <ConfirmDialog
          open
          question={t('feed.question')}
          onYes={() => void confirmTurnOff()}
          onNo={() => {
            focusNext.current = 'turn-off';
            setAsking(false);
          }}
        >
          <p>{t('feed.turnOffText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
