import './common.css';

export const ERROR_TITLE = 'Upss! There is an Error';
export const ERROR_HINT = 'Please Check your Connection and try Again!';

/** SPEC §2's list-load failure, with a Retry that asks the api again. */
export function LoadError({
  onRetry,
  compact = false,
}: {
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'catalog-notice' : 'catalog-state catalog-state--error'}>
      <div role="alert">
        <p className="catalog-state__title">{ERROR_TITLE}</p>
        <p className="catalog-state__text">{ERROR_HINT}</p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** A status line with a spinner, announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="catalog-state">
      <span className="catalog-spinner" aria-hidden="true" />
      <p role="status" className="catalog-state__text">
        {text}
      </p>
    </div>
  );
}
