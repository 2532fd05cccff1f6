import { useEffect, useState } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Tunis keeps UTC+1 all year (no summer time). */
const TUNIS_OFFSET_MS = HOUR_MS;

/**
 * spec: storefront §2 — the special offer's countdown. The spec's is a fixed figure (2 days,
 * 12 hours, 45 minutes, 30 s) that starts again on every visit; ours counts down to a real end
 * that every shopper shares: the weekly offer ends on Sunday at midnight, Tunis time, and the
 * next one starts then.
 */
export function offerEndsAt(now: number): number {
  const local = now + TUNIS_OFFSET_MS;
  const startOfDay = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  const weekday = new Date(startOfDay).getUTCDay(); // 0 is Sunday
  const daysToMonday = weekday === 0 ? 1 : 8 - weekday;
  return startOfDay + daysToMonday * DAY_MS - TUNIS_OFFSET_MS;
}

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

export function timeLeft(ms: number): TimeLeft {
  const total = Math.max(Math.floor(ms / 1000), 0);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** A live countdown, ticking every second, to the moment `endOf` gives for the time it is. */
export function Countdown({ endOf }: { endOf: (now: number) => number }) {
  const t = useT();
  const format = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(endOf(now) - now);
  const units = [
    { value: left.days, label: t('catalogue.home.countdown.days') },
    { value: left.hours, label: t('catalogue.home.countdown.hours') },
    { value: left.minutes, label: t('catalogue.home.countdown.minutes') },
    { value: left.seconds, label: t('catalogue.home.countdown.seconds') },
  ];
  return (
    // A timer is not announced at every tick; its name says what is left when read.
    // The server's HTML shows the time left when it was rendered; the browser corrects it.
    <div
      role="timer"
      aria-label={t('catalogue.home.countdown.label', { ...left })}
      suppressHydrationWarning
    >
      <ol className="flex gap-2 sm:gap-3" aria-hidden="true">
        {units.map((unit) => (
          <li
            key={unit.label}
            className="flex min-w-16 flex-col items-center rounded-xl bg-white/15 px-3 py-2 backdrop-blur sm:min-w-20"
          >
            <span
              className="text-2xl font-extrabold tabular-nums sm:text-3xl"
              suppressHydrationWarning
            >
              {format.number(unit.value, { minimumIntegerDigits: 2 })}
            </span>
            <span className="text-xs font-medium uppercase tracking-wide text-white/90">
              {unit.label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
