import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A link to a page, or an action. */
  to?: string;
  onSelect?: () => void;
  tone?: 'default' | 'danger';
};

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or the arrows open it, the arrows, Home and
 * End move between items, Escape closes it and gives the focus back to the button.
 */
export function DropdownMenu({
  label,
  trigger,
  items,
  header,
  triggerClassName = '',
}: {
  /** The accessible name of the menu. The button is named by its visible content. */
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  /** Shown above the items (e.g. the signed-in name). */
  header?: ReactNode;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const itemElements = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const elements = itemElements();
    (focusOnOpen.current === 'first' ? elements[0] : elements.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      elements[(to + elements.length) % elements.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(elements.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  const itemClass = (tone: MenuItem['tone']) =>
    `flex w-full items-center gap-3 px-4 py-2.5 text-start text-sm focus:bg-slate-100 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 hover:bg-slate-100 ${
      tone === 'danger' ? 'text-red-700' : 'text-slate-800'
    }`;

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((isOpen) => !isOpen);
        }}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={popoverRef}
          className="absolute end-0 z-50 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl animate-fade-in"
        >
          {header && <div className="border-b border-slate-100 px-4 py-3">{header}</div>}
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            className="py-1"
          >
            {items.map((item) =>
              item.to ? (
                <Link
                  key={item.key}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  className={itemClass(item.tone)}
                  onClick={() => close(false)}
                >
                  {item.icon}
                  {item.label}
                </Link>
              ) : (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={itemClass(item.tone)}
                  onClick={() => {
                    close(false);
                    item.onSelect?.();
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              ),
            )}
          </div>
        </div>
      )}
    </div>
  );
}
