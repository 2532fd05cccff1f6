import type { Language } from '@souk/shared/constants';
import { formatDate, formatNumber } from './format';

/**
 * How the dashboards' reports (brand and admin) write their periods and changes, in the reader's
 * language: the server sends hours as YYYY-MM-DDTHH:00, days as YYYY-MM-DD and months as 1–12 or
 * YYYY-MM, all of them Tunisian (read here as UTC so that no browser time zone moves them).
 */

const utcDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** spec: dashboards §9 — chart months Jan to Dec, in the reader's language. */
export function monthName(month: number, language: Language): string {
  return formatDate(new Date(Date.UTC(2000, month - 1, 1)), language, {
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "Jun 2026" for 2026-06 or 2026-06-01. */
export function monthLabel(month: string, language: Language): string {
  return formatDate(utcDate(`${month.slice(0, 7)}-01`), language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "15 Jun" for 2026-06-15. */
export function dayLabel(day: string, language: Language): string {
  return formatDate(utcDate(day), language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** "14:00" for 2026-06-15T14:00. */
export function hourLabel(hour: string, language: Language): string {
  return formatDate(new Date(`${hour}:00Z`), language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
}

/** A period of a series: its hour, its day, or its month for a yearly range. */
export function periodLabel(period: string, unit: 'hour' | 'day' | 'month', language: Language) {
  if (unit === 'hour') return hourLabel(period, language);
  return unit === 'month' ? monthLabel(period, language) : dayLabel(period, language);
}

/** A percentage with at most one decimal, in the reader's digits, without its sign. */
export const percentText = (value: number, language: Language) =>
  formatNumber(Math.abs(value), language, { maximumFractionDigits: 1 });

/** A count in the reader's digits. */
export const countText = (value: number, language: Language) => formatNumber(value, language);

/**
 * The period a report range's figures count (decision 029: every dashboard figure states it), as
 * a key of the `money.period` texts.
 */
export const RANGE_PERIOD = {
  day: 'last24Hours',
  week: 'last7Days',
  month: 'last30Days',
  year: 'last12Months',
} as const;
