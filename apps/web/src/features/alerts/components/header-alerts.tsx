import { useT } from '../../../lib/language';
import { useFormat } from '../../../lib/format';
import { useUnreadCount } from '../api/get-unread-count';

/** The most a badge spells out; more shows as "99+". */
const BADGE_MAX = 99;

function useBadgeText(): { count: number; text: string } {
  const format = useFormat();
  const count = useUnreadCount().data?.count ?? 0;
  const text = count > BADGE_MAX ? `${format.count(BADGE_MAX)}+` : format.count(count);
  return { count, text };
}

/**
 * The unread alerts on the header's user menu button (issue 11): a small count on the avatar,
 * seen only; `UnreadAlertsText` reads it out after the button's greeting, so the button's name
 * still starts with it. Nothing shows when all is read.
 */
export function UnreadAlertsBadge() {
  const { count, text } = useBadgeText();
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="header-unread-alerts"
      className="absolute -top-1 -end-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-bold leading-5 text-white ring-2 ring-white"
    >
      {text}
    </span>
  );
}

/** The unread count as words, for screen readers. */
export function UnreadAlertsText() {
  const t = useT();
  const { count } = useBadgeText();
  if (count === 0) return null;
  return <span className="sr-only">{t('alerts.unread', { count })}</span>;
}

/** The user menu's alerts entry, with its count. */
export function AlertsMenuLabel() {
  const t = useT();
  const { count, text } = useBadgeText();
  return (
    <span className="flex flex-1 items-center justify-between gap-2">
      {t('alerts.menu')}
      {count > 0 && (
        <span
          className="rounded-full bg-red-700 px-2 text-xs font-bold leading-5 text-white"
          data-testid="menu-unread-alerts"
        >
          {text}
          <span className="sr-only"> {t('alerts.menuUnread', { count: text })}</span>
        </span>
      )}
    </span>
  );
}
