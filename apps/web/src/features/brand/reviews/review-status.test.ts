import { describe, expect, it } from 'vitest';
import { reviewStatus } from './review-status';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

describe('reviewStatus (spec: dashboards §4 — pending for less than 2 days)', () => {
  it('is pending for a review written less than 2 days ago', () => {
    expect(reviewStatus(hoursAgo(0), NOW)).toBe('pending');
    expect(reviewStatus(hoursAgo(47.9), NOW)).toBe('pending');
  });

  it('is published from 2 days on', () => {
    expect(reviewStatus(hoursAgo(48), NOW)).toBe('published');
    expect(reviewStatus(hoursAgo(24 * 30), NOW)).toBe('published');
  });
});
