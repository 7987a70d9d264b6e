import { useTranslation } from 'react-i18next';
import './locales/i18n';

interface ErrorStateProps {
  /** Asks again. */
  onRetry: () => void;
  /**
   * One line instead of a block: above content that is still shown (a refresh failed), or as
   * the note of a form field.
   */
  compact?: boolean;
  /** For a control that this state describes (`aria-describedby`). */
  id?: string;
  /** Defaults to the product's list-load failure: 'Upss! There is an Error' and its hint. */
  title?: string;
  hint?: string;
  /** 1 when the state is the whole page (nothing else has a heading), else 2. Ignored if compact. */
  titleLevel?: 1 | 2;
}

/** Something could not be loaded: what happened, what to do, and a Retry, announced at once. */
export function ErrorState({
  onRetry,
  compact = false,
  id,
  title,
  hint,
  titleLevel = 2,
}: ErrorStateProps) {
  const { t } = useTranslation('ui');
  const Title = compact ? 'p' : titleLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      id={id}
      className={compact ? 'state state--error state--compact' : 'state state--error'}
      role="alert"
    >
      <Title className="state__title">{title ?? t('listError.title')}</Title>
      <p className="state__text">{hint ?? t('listError.hint')}</p>
      <button
        type="button"
        className={compact ? 'button button--secondary' : 'button'}
        onClick={onRetry}
      >
        {t('retry')}
      </button>
    </div>
  );
}
