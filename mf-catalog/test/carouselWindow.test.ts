import {
  carouselCapacity,
  carouselWindow,
  SHOW_ALL_UP_TO,
  stepWindow,
} from '../src/carousel/carouselWindow';

describe('carouselCapacity', () => {
  it('fits 3 cards on desktop and 1 on phones', () => {
    expect(carouselCapacity(false)).toBe(3);
    expect(carouselCapacity(true)).toBe(1);
  });
});

describe('carouselWindow', () => {
  it('is empty for no motorcycles', () => {
    expect(carouselWindow(0, 3, 0)).toEqual({
      start: 0,
      end: 0,
      hasPrevious: false,
      hasNext: false,
      showsAll: true,
    });
  });

  it.each([1, 2])('shows all %i motorcycles even on a phone, with nothing to step', (count) => {
    expect(SHOW_ALL_UP_TO).toBe(2);
    for (const capacity of [1, 3]) {
      expect(carouselWindow(count, capacity, 0)).toEqual({
        start: 0,
        end: count,
        hasPrevious: false,
        hasNext: false,
        showsAll: true,
      });
    }
  });

  it('shows 3 motorcycles all at once on desktop and one at a time on a phone', () => {
    expect(carouselWindow(3, 3, 0)).toMatchObject({ start: 0, end: 3, showsAll: true });
    expect(carouselWindow(3, 1, 0)).toEqual({
      start: 0,
      end: 1,
      hasPrevious: false,
      hasNext: true,
      showsAll: false,
    });
  });

  it('shows the first 3 of 4 or more on desktop, with only the right arrow enabled', () => {
    expect(carouselWindow(4, 3, 0)).toEqual({
      start: 0,
      end: 3,
      hasPrevious: false,
      hasNext: true,
      showsAll: false,
    });
    expect(carouselWindow(10, 3, 0)).toMatchObject({ start: 0, end: 3, hasNext: true });
  });

  it('has both arrows enabled in the middle and only the left one at the end', () => {
    expect(carouselWindow(7, 3, 2)).toMatchObject({
      start: 2,
      end: 5,
      hasPrevious: true,
      hasNext: true,
    });
    expect(carouselWindow(7, 3, 4)).toMatchObject({
      start: 4,
      end: 7,
      hasPrevious: true,
      hasNext: false,
    });
    expect(carouselWindow(7, 1, 6)).toMatchObject({
      start: 6,
      end: 7,
      hasPrevious: true,
      hasNext: false,
    });
  });

  it('clamps a start past the end so the window stays full when the list shrinks', () => {
    // Six motorcycles, window at 3–5; two are deleted: the last three of four are shown.
    expect(carouselWindow(4, 3, 3)).toMatchObject({ start: 1, end: 4, hasNext: false });
    // Down to two: both are shown.
    expect(carouselWindow(2, 3, 3)).toMatchObject({ start: 0, end: 2, showsAll: true });
    expect(carouselWindow(0, 3, 5)).toMatchObject({ start: 0, end: 0 });
  });

  it('clamps when a phone becomes a desktop at the last motorcycle', () => {
    expect(carouselWindow(6, 1, 5)).toMatchObject({ start: 5, end: 6 });
    expect(carouselWindow(6, 3, 5)).toMatchObject({ start: 3, end: 6, hasNext: false });
  });

  it('keeps the first shown motorcycle first when a desktop becomes a phone', () => {
    expect(carouselWindow(6, 1, 2)).toMatchObject({ start: 2, end: 3 });
  });

  it('treats a negative, fractional or non-numeric start as the nearest valid one', () => {
    expect(carouselWindow(5, 3, -4).start).toBe(0);
    expect(carouselWindow(5, 3, 1.7).start).toBe(1);
    expect(carouselWindow(5, 3, Number.NaN).start).toBe(0);
    expect(carouselWindow(5, 0, 0)).toMatchObject({ start: 0, end: 1 });
  });
});

describe('stepWindow', () => {
  it('steps by one in either direction', () => {
    expect(stepWindow(7, 3, 0, 1)).toBe(1);
    expect(stepWindow(7, 3, 1, 1)).toBe(2);
    expect(stepWindow(7, 3, 2, -1)).toBe(1);
    expect(stepWindow(7, 1, 5, 1)).toBe(6);
  });

  it('does not move past either end', () => {
    expect(stepWindow(7, 3, 0, -1)).toBe(0);
    expect(stepWindow(7, 3, 4, 1)).toBe(4);
    expect(stepWindow(7, 1, 6, 1)).toBe(6);
    expect(stepWindow(2, 1, 0, 1)).toBe(0);
  });

  it('steps from the clamped window, not from a stale start', () => {
    // The window was at 5 of 8 on a phone; the list shrank to 4 on desktop (window 1–3).
    expect(stepWindow(4, 3, 5, -1)).toBe(0);
  });
});
