/** A list or a page on its way: a spinner and a status line, announced politely. */
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="state">
      <span className="state__spinner" aria-hidden="true" />
      <p role="status" className="state__text">
        {text}
      </p>
    </div>
  );
}
