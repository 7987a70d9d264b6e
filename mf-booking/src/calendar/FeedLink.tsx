import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PendingButton } from 'shared-ui';

/** What the copy button last did, for the link it was pressed on. */
type Copy = { url: string; copied: boolean };

interface FeedLinkProps {
  url: string;
  /** The text of Replace link: 'Replace link', or what it is doing. */
  replaceText: string;
  /** The text of Turn off: 'Turn off', or what it is doing; `turnOffLabel` what it is called. */
  turnOffText: string;
  turnOffLabel: string;
  /** A request is running: both buttons wait (and keep their focus). */
  busy: boolean;
  /** The link on screen replaced one the rider had before. */
  replaced: boolean;
  onReplace: () => void;
  onTurnOff: () => void;
  turnOffRef: Ref<HTMLButtonElement>;
}

/**
 * The rider's private feed link once there is one: to copy, to replace, or to turn off
 * (docs/PRODUCT.md, "Rides in your calendar").
 */
export function FeedLink({
  url,
  replaceText,
  turnOffText,
  turnOffLabel,
  busy,
  replaced,
  onReplace,
  onTurnOff,
  turnOffRef,
}: FeedLinkProps) {
  const { t } = useTranslation('booking');
  const [copy, setCopy] = useState<Copy | null>(null);
  const field = useRef<HTMLInputElement>(null);

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
    copyText = copy.copied ? t('feed.copied') : t('feed.copyByHand');
  }

  return (
    <>
      <p className="booking-calendar__text">{t('feed.howTo')}</p>
      <Field label={t('feed.link')}>
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
          {t('feed.copy')}
        </button>
        <PendingButton className="button button--secondary" pending={busy} onClick={onReplace}>
          {replaceText}
        </PendingButton>
        <PendingButton
          ref={turnOffRef}
          className="button button--secondary"
          aria-label={turnOffLabel}
          pending={busy}
          onClick={onTurnOff}
        >
          {turnOffText}
        </PendingButton>
        <span className="booking-calendar__copied" role="status">
          {copyText}
        </span>
      </div>
      <p className="booking-calendar__replaced" role="status">
        {replaced ? t('feed.replaced') : ''}
      </p>
    </>
  );
}
