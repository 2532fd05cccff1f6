import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { useT } from '../../../lib/language';

const LENGTH = LIMITS.otpLength;

/**
 * Six one-digit boxes (storefront §2 /otb): typing moves to the next box, Backspace on an empty
 * box goes back, the arrows move, and pasting (or the phone's code autofill) fills every box.
 * Digits read left to right in every language, so the group is always ltr.
 */
export function OtpInput({
  digits,
  onChange,
  invalid = false,
  disabled = false,
  describedBy,
  autoFocus = false,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from a position on, and focuses the box after the last one written. */
  const fillFrom = (start: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(start + incoming.length);
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (typed.length === 0) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (typed.length > 2) return fillFrom(index === 0 || typed.length >= LENGTH ? 0 : index, typed);
    // A box that already held a digit receives a second one: keep the new digit.
    const previous = digits[index] ?? '';
    const digit = typed.length === 2 && typed.startsWith(previous) ? typed[1]! : typed.at(-1)!;
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (index < LENGTH - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(LENGTH - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    event.preventDefault();
    fillFrom(pasted.length >= LENGTH ? 0 : index, pasted);
  };

  return (
    <div dir="ltr" className="flex justify-between gap-2 sm:gap-3">
      {Array.from({ length: LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.otb.digit', { n: index + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          // The first box gets the focus when the page opens with the email known.
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digits[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={`h-14 w-full min-w-0 max-w-14 rounded-xl border bg-white text-center text-2xl font-bold text-slate-900 shadow-sm focus:outline-none focus:ring-3 disabled:bg-slate-100 ${
            invalid
              ? 'border-red-600 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
          }`}
        />
      ))}
    </div>
  );
}

/**
 * The code of an emailed message as a form field: its label, the six boxes, the error under them
 * (tied to the boxes for screen readers) and whatever goes below (a link to send a new code).
 */
export function CodeField({
  label,
  digits,
  onChange,
  error,
  disabled,
  autoFocus,
  children,
}: {
  label: string;
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset>
      <legend className="mb-3 block text-sm font-medium text-slate-800">{label}</legend>
      <OtpInput
        digits={digits}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        disabled={disabled}
        autoFocus={autoFocus}
      />
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
