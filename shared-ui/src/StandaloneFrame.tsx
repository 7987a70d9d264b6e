import type { ReactNode } from 'react';

/**
 * The page around a remote opened on its own origin: a card centred on the product's background,
 * as the shell places its sign-in card. Used by the development sign-in and by a production
 * build's notice that the remote opens inside the app.
 */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <main className="standalone-frame">
      <div className="standalone-frame__card">{children}</div>
    </main>
  );
}
