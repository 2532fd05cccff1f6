import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../lib/language';
import { CloseIcon } from './icons';

/**
 * A modal dialog on the native <dialog>: the browser keeps the focus inside, Escape closes it and
 * the focus returns to the control that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[min(40rem,calc(100%-2rem))] max-h-[calc(100dvh-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 ${className}`}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon size={20} />
            </button>
          </div>
          {/* focusable so a keyboard can scroll a long body that holds no control (axe) */}
          <div
            tabIndex={0}
            className="overflow-y-auto px-5 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}

/**
 * A dialog about one thing (an order, a customer): open while there is one, its title and its
 * body made from it — the body never sees it missing.
 */
export function ItemDialog<Item>({
  item,
  title,
  onClose,
  className,
  children,
}: {
  item: Item | null;
  title: (item: Item) => ReactNode;
  onClose: () => void;
  className?: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={item === null ? '' : title(item)}
      className={className}
    >
      {item !== null && children(item)}
    </Dialog>
  );
}
