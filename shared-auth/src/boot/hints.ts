/**
 * Asks the browser to fetch a file now that the page will need in a moment. Scripts and styles
 * at low priority: the shell's own script and stylesheet, which paint the page's frame, come
 * first. The picture a page paints first at high priority.
 */
export function preload(
  href: string,
  as: 'script' | 'style' | 'image',
  priority: 'low' | 'high' = 'low',
): void {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as, href });
  link.setAttribute('fetchpriority', priority);
  document.head.append(link);
}

/** Loads and runs a script now, without holding up the page (async). */
export function loadScript(src: string): void {
  document.head.append(Object.assign(document.createElement('script'), { src, async: true }));
}

/**
 * Opens the connection to `origin` for the cross-origin calls that will follow (fetch without
 * credentials, hence `crossorigin`).
 */
export function preconnect(origin: string): void {
  const link = { rel: 'preconnect', href: origin, crossOrigin: 'anonymous' };
  document.head.append(Object.assign(document.createElement('link'), link));
}
