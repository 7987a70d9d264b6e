/**
 * A list or a page on its way: a spinner and a status line, announced politely. The line is the
 * caller's ("Loading... your motorcycles"): the shell's login page shows this state, and the kit's
 * catalogue is not in its script (docs/ARCHITECTURE.md, "Languages").
 */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="state">
      <span className="state__spinner" aria-hidden />
      <p role="status" className="state__text">
        {text}
      </p>
    </div>
  );
}
