import { useEffect, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/language';

/** spec: storefront §2 — the special offer counts down from 2 days, 12 hours, 45 minutes, 30 s. */
export const OFFER_DURATION_MS = (((2 * 24 + 12) * 60 + 45) * 60 + 30) * 1000;

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

/** A live countdown to a moment, ticking every second. */
export function Countdown({ until }: { until: number }) {
  const t = useT();
  const language = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(until - now);
  const units = [
    { value: left.days, label: t('catalogue.home.countdown.days') },
    { value: left.hours, label: t('catalogue.home.countdown.hours') },
    { value: left.minutes, label: t('catalogue.home.countdown.minutes') },
    { value: left.seconds, label: t('catalogue.home.countdown.seconds') },
  ];
  return (
    // A timer is not announced at every tick; its name says what is left when read.
    <div role="timer" aria-label={t('catalogue.home.countdown.label', { ...left })}>
      <ol className="flex gap-2 sm:gap-3" aria-hidden="true">
        {units.map((unit) => (
          <li
            key={unit.label}
            className="flex min-w-16 flex-col items-center rounded-xl bg-white/15 px-3 py-2 backdrop-blur sm:min-w-20"
          >
            <span className="text-2xl font-extrabold tabular-nums sm:text-3xl">
              {formatNumber(unit.value, language, { minimumIntegerDigits: 2 })}
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
