import { CAROUSEL_DESKTOP, CAROUSEL_MOBILE } from 'shared-domain';

/**
 * With this many motorcycles or fewer, the carousel shows them all, whatever the screen
 * (docs/PRODUCT.md, "The catalogue").
 */
export const SHOW_ALL_UP_TO = 2;

/** The part of the list the carousel shows: items `start` (inclusive) to `end` (exclusive). */
export interface CarouselWindow {
  start: number;
  end: number;
  /** Whether the left arrow can step back (false at the first item). */
  hasPrevious: boolean;
  /** Whether the right arrow can step forward (false when the last item is shown). */
  hasNext: boolean;
  /** Every item is shown: the arrows have nothing to do. */
  showsAll: boolean;
}

/** How many cards fit at a time: 3 on desktop, 1 on phones (shared-domain's carousel limits). */
export function carouselCapacity(phone: boolean): number {
  return phone ? CAROUSEL_MOBILE : CAROUSEL_DESKTOP;
}

function wholeOrZero(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/**
 * The window for `count` items, `capacity` at a time, asked to start at `requestedStart`. The
 * start is clamped, so a list that shrank (a motorcycle was deleted) or a screen that grew (more
 * cards fit) still shows a full window that ends at the last item.
 */
export function carouselWindow(
  count: number,
  capacity: number,
  requestedStart: number,
): CarouselWindow {
  const total = wholeOrZero(count);
  const size =
    total <= SHOW_ALL_UP_TO ? total : Math.min(Math.max(1, wholeOrZero(capacity)), total);
  const start = Math.min(wholeOrZero(requestedStart), total - size);
  const end = start + size;
  return {
    start,
    end,
    hasPrevious: start > 0,
    hasNext: end < total,
    showsAll: size === total,
  };
}

/** The start after one arrow press: one item back (-1) or forward (+1), never past the ends. */
export function stepWindow(
  count: number,
  capacity: number,
  currentStart: number,
  direction: -1 | 1,
): number {
  const current = carouselWindow(count, capacity, currentStart);
  return carouselWindow(count, capacity, current.start + direction).start;
}

/**
 * How a card's picture is fetched: the first card shown is the page's largest paint (`first`, at
 * high priority); the rest of the window (`shown`) and the window the Next arrow brings
 * (`next`) are fetched at once; every other card has no picture until it comes that close
 * (`none`), so a catalogue of 200 asks for a handful of images, not 200.
 */
export type PictureLoad = 'first' | 'shown' | 'next' | 'none';

export function pictureLoad(index: number, view: CarouselWindow, capacity: number): PictureLoad {
  if (index === view.start) return 'first';
  if (index > view.start && index < view.end) return 'shown';
  if (index >= view.end && index < view.end + capacity) return 'next';
  return 'none';
}
