import { describe, expect, it } from 'vitest';
import { readProgress } from './reading-progress';

describe('the reading progress bar', () => {
  it('goes from 0 when the article starts at the top to 1 when its end reaches the bottom', () => {
    // An article of 3000 px in an 800 px window: 2200 px to scroll.
    expect(readProgress(200, 3000, 800)).toBe(0);
    expect(readProgress(0, 3000, 800)).toBe(0);
    expect(readProgress(-1100, 3000, 800)).toBe(0.5);
    expect(readProgress(-2200, 3000, 800)).toBe(1);
    expect(readProgress(-5000, 3000, 800)).toBe(1);
  });

  it('is full for an article shorter than the window once it is all in view', () => {
    expect(readProgress(100, 500, 800)).toBe(1);
    expect(readProgress(400, 500, 800)).toBe(0);
  });
});
