import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

export type AccordionItem = { id: string; title: string; body: ReactNode };

/**
 * spec: storefront §2 Help Center — an accordion where one entry at a time is open. WAI-ARIA
 * accordion pattern: header buttons with aria-expanded and aria-controls, panels as regions;
 * Up and Down move between headers, Home and End go to the first and last.
 */
export function Accordion({ items, label }: { items: AccordionItem[]; label: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    headers.current[next]?.focus();
  };

  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {items.map((item, index) => {
        const open = openId === item.id;
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <li key={item.id} data-testid={`accordion-item-${item.id}`}>
            <h3>
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={headerId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-start font-semibold text-slate-900 hover:bg-slate-50 sm:px-5"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  size={20}
                  className={`shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!open}
              className="px-4 pb-5 text-slate-700 sm:px-5"
            >
              {item.body}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
