import { useRef, type TouchEvent } from 'react';

/**
 * How far a finger must travel sideways, in CSS pixels, for a swipe: less is a tap or a wobble
 * (a tap must still open the card under it).
 */
export const SWIPE_MIN_PX = 40;

/**
 * Touch handlers that turn a sideways swipe into one step, as the arrows take: right to left is
 * the next card (+1), left to right the previous (-1). A mostly vertical move is the page's
 * scroll and is left alone; the track's CSS (touch-action: pan-y) keeps sideways moves for us.
 */
export function useSwipe(step: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      step(dx < 0 ? 1 : -1);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
