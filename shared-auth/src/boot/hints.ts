/**
 * Asks the browser to fetch a file now that the page will need in a moment. Scripts and styles
 * at low priority: the shell's own script and stylesheet, which paint the page's frame, come
 * first. The picture a page paints first at high priority.
 */
export function preload(
  href: string,
  as: 'script' | 'style' | 'image',
  priority: 'low' | 'high' = 'low',
  doc: Document = document,
): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  link.setAttribute('fetchpriority', priority);
  doc.head.append(link);
}

/** Loads and runs a script now, without holding up the page (async). */
export function loadScript(src: string, doc: Document = document): void {
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  doc.head.append(script);
}

/**
 * Opens the connection to `origin` for the cross-origin calls that will follow (fetch without
 * credentials, hence `crossorigin`).
 */
export function preconnect(origin: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  doc.head.append(link);
}
