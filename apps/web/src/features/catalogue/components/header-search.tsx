import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product-image';
import { Price } from '../../../components/price';
import { SearchIcon } from '../../../components/shop-icons';
import { Spinner } from '../../../components/spinner';
import { useT } from '../../../lib/language';
import { SEARCH_MIN_CHARS, SEARCH_RESULTS_SHOWN, useSearchProducts } from '../api/search-products';

/** spec: storefront §2 — the search box is hidden on the login, signup, forgot and reset pages. */
const HIDDEN_ON = ['/login', '/signup', '/forgot-password', '/reset-password'];
const DEBOUNCE_MS = 250;

export const catalogueSearchPath = (text: string) =>
  `/catalogue?search=${encodeURIComponent(text.trim())}`;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * spec: storefront §2 "Search" — from 3 characters a live lookup shows up to 5 results (image,
 * name, price, discounted price) and 'view all' with the total when there are more; submitting
 * opens /catalogue?search=…; a result opens its product; Ctrl or Cmd + K opens the box.
 * A WAI-ARIA combobox: the arrows move through the results, Enter opens one, Escape closes.
 */
export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hidden = HIDDEN_ON.includes(pathname);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const ids = { panel: useId(), listbox: useId(), status: useId() };

  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, DEBOUNCE_MS);
  const ready = debounced.length >= SEARCH_MIN_CHARS && trimmed.length >= SEARCH_MIN_CHARS;
  const lookup = useSearchProducts(ready ? debounced : '');
  const results = ready ? (lookup.data?.content ?? []).slice(0, SEARCH_RESULTS_SHOWN) : [];
  const total = ready ? (lookup.data?.totalElements ?? 0) : 0;
  const showViewAll = total > SEARCH_RESULTS_SHOWN;
  const optionCount = results.length + (showViewAll ? 1 : 0);
  const waiting = trimmed.length >= SEARCH_MIN_CHARS && (!ready || lookup.isFetching);
  const listOpen = open && optionCount > 0;

  // A new page closes the box.
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);
  useEffect(() => {
    setActive(-1);
  }, [debounced, lookup.data]);

  useEffect(() => {
    if (hidden) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // Opened at once, so what is typed next (even Escape) reaches the box.
        flushSync(() => setOpen(true));
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hidden]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    inputRef.current?.select();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !triggerRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (hidden) return null;

  const close = () => {
    // Closed at once, then the focus goes back to the button (nothing rendered later takes it).
    flushSync(() => setOpen(false));
    triggerRef.current?.focus();
  };

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  const choose = (index: number) => {
    const product = results[index];
    if (product) go(`/product/${product.id}`);
    else if (showViewAll) go(catalogueSearchPath(trimmed));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (active >= 0) return choose(active);
    // spec: storefront §5 — search runs only from 3 characters; shorter, the box says so.
    if (trimmed.length >= SEARCH_MIN_CHARS) go(catalogueSearchPath(trimmed));
    else inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && optionCount > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % optionCount);
    } else if (event.key === 'ArrowUp' && optionCount > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? optionCount - 1 : index - 1));
    } else if (event.key === 'Escape') {
      // WAI-ARIA combobox: Escape dismisses the popup, whichever option is under the pointer.
      event.preventDefault();
      close();
    }
  };

  const optionId = (index: number) => `${ids.listbox}-option-${index}`;
  const optionClass = (index: number) =>
    `min-w-0 cursor-pointer rounded-lg px-2 py-2 sm:px-3 ${
      index === active ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-slate-100'
    }`;
  // A product: picture, name and brand, price. On a phone the price goes under the name, which
  // then has the row's width for itself (a 320 px screen has no room for three columns).
  const productOptionClass = (index: number) =>
    `${optionClass(index)} grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]`;

  let status = '';
  if (trimmed.length > 0 && trimmed.length < SEARCH_MIN_CHARS)
    status = t('catalogue.search.minChars', { count: SEARCH_MIN_CHARS });
  else if (waiting && results.length === 0) status = t('catalogue.search.searching');
  else if (ready && lookup.isError) status = t('catalogue.search.failed');
  else if (ready && lookup.isSuccess && total === 0)
    status = t('catalogue.search.noResults', { query: debounced });
  else if (ready && total > 0)
    status = t('catalogue.search.resultCount', { count: total, shown: results.length });

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen((isOpen) => !isOpen)}
        aria-expanded={open}
        aria-controls={ids.panel}
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={t('catalogue.search.open')}
        data-testid="header-search-trigger"
        className="inline-flex items-center gap-2 rounded-lg p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100 aria-expanded:text-slate-900 2xl:border 2xl:border-slate-300 2xl:bg-white 2xl:py-1.5 2xl:ps-3 2xl:pe-2 2xl:text-slate-600 2xl:shadow-sm"
      >
        <SearchIcon size={18} />
        <span className="hidden 2xl:inline">{t('catalogue.search.button')}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-600 2xl:inline"
        >
          {isMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      <div
        ref={panelRef}
        id={ids.panel}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-slate-200 bg-white shadow-xl animate-fade-in"
      >
        <div className="container-page mx-auto max-w-4xl py-3">
          <form
            role="search"
            aria-label={t('catalogue.search.label')}
            onSubmit={onSubmit}
            className="relative"
          >
            <SearchIcon
              size={20}
              className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-500"
            />
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              aria-label={t('catalogue.search.label')}
              aria-autocomplete="list"
              aria-expanded={listOpen}
              aria-controls={ids.listbox}
              aria-activedescendant={active >= 0 && listOpen ? optionId(active) : undefined}
              aria-describedby={ids.status}
              placeholder={t('catalogue.search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className="block w-full rounded-xl border border-slate-300 bg-slate-50 py-3 ps-11 pe-24 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-3 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
            />
            <div className="absolute inset-y-0 end-2 flex items-center gap-1">
              {waiting && <Spinner size={18} className="text-brand-700" />}
              <button
                type="button"
                onClick={close}
                aria-label={t('catalogue.search.close')}
                className="rounded-lg p-2 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
              >
                <CloseIcon size={18} />
              </button>
            </div>
          </form>

          <p id={ids.status} role="status" className="px-1 pt-2 text-sm text-slate-600 empty:pt-0">
            {open ? status : ''}
          </p>

          <ul
            id={ids.listbox}
            role="listbox"
            aria-label={t('catalogue.search.results')}
            hidden={!listOpen}
            // One column that may shrink below its content: a long name is cut, never the screen.
            className="mt-2 grid grid-cols-1 gap-1"
          >
            {results.map((product, index) => (
              <li
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(index)}
                className={productOptionClass(index)}
              >
                <ProductImage
                  src={product.imageUrl}
                  alt=""
                  className="row-span-2 size-12 rounded-lg sm:row-span-1"
                />
                <span className="min-w-0">
                  <span
                    dir="auto"
                    className="line-clamp-2 align-with-text font-semibold text-slate-900 wrap-anywhere sm:line-clamp-1"
                  >
                    {product.name}
                  </span>
                  {product.producer && (
                    <span
                      dir="auto"
                      className="block truncate align-with-text text-xs text-slate-600"
                    >
                      {product.producer}
                    </span>
                  )}
                </span>
                <span className="col-start-2 flex flex-wrap items-baseline gap-x-2 text-sm sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end">
                  <Price
                    amount={product.discountedPrice}
                    className={`font-bold ${product.discountPrice > 0 ? 'text-red-700' : 'text-slate-900'}`}
                  />
                  {product.discountPrice > 0 && (
                    <del className="text-xs text-slate-600">
                      <span className="sr-only">{t('catalogue.card.originalPrice')} </span>
                      <Price amount={product.price} />
                    </del>
                  )}
                </span>
              </li>
            ))}
            {showViewAll && (
              <li
                id={optionId(results.length)}
                role="option"
                aria-selected={active === results.length}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(results.length)}
                onClick={() => choose(results.length)}
                className={`${optionClass(results.length)} text-center font-semibold text-brand-800`}
              >
                {t('catalogue.search.viewAll', { count: total })}
              </li>
            )}
          </ul>
        </div>
      </div>
    </>
  );
}
