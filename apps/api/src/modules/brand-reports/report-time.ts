import { sql } from 'drizzle-orm';
import type { PeriodFigure } from '@souk/shared/responses/brand-reports';
import type { AdminReportRange } from '@souk/shared/schemas/admin-reports';
import { REPORT_TIME_ZONE, type ReportRange } from '@souk/shared/schemas/brand-reports';
import { centsToNumber } from '@souk/shared/money';

/**
 * The reports' time and growth, shared by the brand dashboard (./service.ts) and the admin's
 * (admin-reports/service.ts): local hours, days and months of Tunisia as text ('YYYY-MM-DD' or
 * 'YYYY-MM-DDTHH:MM'), the windows of the ranges, and a figure against the period before.
 */

export type Unit = 'hour' | 'day' | 'month';

/** The time zone as an SQL literal, for `at time zone`. */
export const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);

/** A local time as the instant it is in Tunisia, for comparing with timestamptz columns. */
export const instant = (local: string) => sql`(${local}::timestamp at time zone ${TZ})`;

/** Today's date in Tunisia. */
export function localToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: REPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The start of the current hour in Tunisia. */
function localHour(now: Date): string {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: REPORT_TIME_ZONE,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return `${localToday(now)}T${hour}:00`;
}

/**
 * A local time moved by whole hours, days or months, as 'YYYY-MM-DDTHH:MM' (Tunisia keeps no
 * summer time). Months are moved from the first of a month only (the 31st has no next month).
 */
export function shiftLocal(local: string, unit: Unit, amount: number): string {
  const moved = new Date(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
  if (unit === 'hour') moved.setUTCHours(moved.getUTCHours() + amount);
  else if (unit === 'day') moved.setUTCDate(moved.getUTCDate() + amount);
  else moved.setUTCMonth(moved.getUTCMonth() + amount);
  return moved.toISOString().slice(0, 16);
}

export const addDays = (date: string, days: number) => shiftLocal(date, 'day', days).slice(0, 10);

/** The first day of the month `months` away from the month of `date`. */
export const monthStart = (date: string, months: number) =>
  shiftLocal(`${date.slice(0, 7)}-01`, 'month', months).slice(0, 10);

/** spec: dashboards §2 — weekly 7 days, monthly 30 days (by day), yearly 12 months (by month). */
export function rangeWindow(range: ReportRange, today: string) {
  if (range === 'year') {
    const from = monthStart(today, -11);
    return { unit: 'month' as const, buckets: 12, from, previousFrom: monthStart(from, -12) };
  }
  const buckets = range === 'week' ? 7 : 30;
  const from = addDays(today, -(buckets - 1));
  return { unit: 'day' as const, buckets, from, previousFrom: addDays(from, -buckets) };
}

/**
 * An admin range's buckets: `buckets` of `unit` from `from` up to `until` (exclusive), and the
 * period of the same length before, from `previousFrom`. Week, month and year are the brand
 * dashboard's windows (rangeWindow); day is the last 24 hours, this one included.
 */
export type ReportWindow = {
  unit: Unit;
  buckets: number;
  previousFrom: string;
  from: string;
  until: string;
};

export function reportWindow(range: AdminReportRange, now: Date): ReportWindow {
  if (range === 'day') {
    const until = shiftLocal(localHour(now), 'hour', 1);
    const from = shiftLocal(until, 'hour', -24);
    return { unit: 'hour', buckets: 24, previousFrom: shiftLocal(from, 'hour', -24), from, until };
  }
  const window = rangeWindow(range, localToday(now));
  const from = shiftLocal(window.from, window.unit, 0);
  return {
    unit: window.unit,
    buckets: window.buckets,
    previousFrom: shiftLocal(window.previousFrom, window.unit, 0),
    from,
    until: shiftLocal(from, window.unit, window.buckets),
  };
}

// ---- Growth -------------------------------------------------------------------------------------

export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** (current − previous) / previous × 100, one decimal; null without a previous figure. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return oneDecimal(((current - previous) / previous) * 100);
}

/** A figure beside the one of the period before. */
export const figureOf = (value: number, previous: number): PeriodFigure => ({
  value,
  previous,
  percentChange: percentChange(value, previous),
});

/** An amount in hundredths beside the one before, in dinar; the change from the exact amounts. */
export const moneyFigureOf = (cents: number, previousCents: number): PeriodFigure => ({
  value: centsToNumber(cents),
  previous: centsToNumber(previousCents),
  percentChange: percentChange(cents, previousCents),
});
