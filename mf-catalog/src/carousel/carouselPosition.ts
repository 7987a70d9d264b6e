// The carousel window's position survives a trip to a detail page and back within the tab.
const POSITION_KEY = 'mf-catalog:carousel-start';

/** Where the carousel starts: where the tab left it, else at the first motorcycle. */
export function rememberedStart(): number {
  try {
    return Number(sessionStorage.getItem(POSITION_KEY)) || 0;
  } catch {
    return 0; // storage blocked: start at the first motorcycle
  }
}

export function rememberStart(start: number): void {
  try {
    sessionStorage.setItem(POSITION_KEY, String(start));
  } catch {
    // storage blocked: the position is simply not kept
  }
}
