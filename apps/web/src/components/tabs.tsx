import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: ReactNode };

/** The id of a tab and of the panel it controls, from the tab list's id. */
export const tabId = (listId: string, key: string) => `${listId}-tab-${key}`;
export const tabPanelId = (listId: string, key: string) => `${listId}-panel-${key}`;

/**
 * A WAI-ARIA tab list: the selected tab is the one tab stop; arrows (mirrored in Arabic), Home
 * and End move and select. The caller renders the panels with tabPanelId(id, key) and
 * aria-labelledby tabId(id, key); several tabs may share one panel (`panelFor`).
 */
export function TabList<K extends string>({
  id,
  label,
  items,
  selected,
  onSelect,
  panelFor = (key) => key,
  className = '',
  tabClassName,
}: {
  id: string;
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  panelFor?: (key: K) => string;
  className?: string;
  tabClassName?: (selected: boolean) => string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (index + 1) % items.length;
    else if (event.key === backward) next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next]!;
    onSelect(item.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(id, item.key))}`)?.focus();
  };

  const defaultTabClass = (isSelected: boolean) =>
    `-mb-px whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors ${
      isSelected
        ? 'border-brand-700 text-brand-800'
        : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
    }`;

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={className}
    >
      {items.map((item) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            id={tabId(id, item.key)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(id, panelFor(item.key))}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            className={(tabClassName ?? defaultTabClass)(isSelected)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
