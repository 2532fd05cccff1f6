import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormat } from '../lib/format';
import { Avatar } from './avatar';
import { Button } from './button';

const MEGABYTE = 1024 * 1024;
const PREVIEW_SIZE = 96;

/**
 * Why a chosen file cannot be the picture, checked before anything is sent (image files only, at
 * most `maxBytes`), or null. The server checks the content again.
 */
export function imageFileProblem(file: File, maxBytes: number): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** A picture chosen in the browser, shown until it is sent (its object URL freed after). */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** The words of an image picker, in the user's language. */
export type ImagePickerTexts = {
  label: string;
  /** what the picture should be: kind, size in pixels, most bytes */
  hint: string;
  choose: string;
  /** the button once there is a picture, saved or chosen */
  change: string;
  /** the button that drops the chosen file; none when absent */
  undo?: string;
  previewAlt: string;
  /** the saved picture's (or the placeholder's) alternative text; none: decorative */
  currentAlt?: string;
  chosen: (fileName: string) => string;
  notImage: (fileName: string) => string;
  /** `size`: the file's size in MB, rounded up to a tenth */
  tooLarge: (size: string) => string;
};

/**
 * An image field (a brand's logo, a category's picture): the saved picture or the placeholder, a
 * button to choose a file, its preview, and why a file is refused (not an image, over
 * `maxBytes`). The file goes with the form when it is sent.
 */
export function ImagePicker({
  texts,
  file,
  onFileChange,
  maxBytes,
  current,
  placeholder,
  name = '?',
  required,
  error,
  testId = 'image-input',
}: {
  texts: ImagePickerTexts;
  file: File | null;
  onFileChange: (file: File | null) => void;
  maxBytes: number;
  /** the saved picture's address */
  current?: string;
  /** shown when there is no picture or it does not load */
  placeholder?: string;
  /** whose picture it is: its initials stand in when there is no placeholder or it fails */
  name?: string;
  required?: boolean;
  /** the form's or the server's refusal */
  error?: string;
  testId?: string;
}) {
  const format = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // the same file chosen again after a refusal must fire a change again
    event.target.value = '';
    if (!chosen) return;
    const refusal = imageFileProblem(chosen, maxBytes);
    if (refusal === 'notImage') return setProblem(texts.notImage(chosen.name));
    if (refusal === 'tooLarge')
      return setProblem(
        texts.tooLarge(
          // rounded up: a file just over the limit must not read as "2 MB"
          format.number(Math.ceil((chosen.size / MEGABYTE) * 10) / 10, {
            maximumFractionDigits: 1,
          }),
        ),
      );
    setProblem(null);
    onFileChange(chosen);
  };

  const shown = problem ?? error;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-4">
      <Avatar
        // a new source after a save starts again from the picture, not from a past failure
        key={preview ?? current ?? 'none'}
        src={preview ?? current}
        fallbackSrc={placeholder}
        name={name}
        alt={preview ? texts.previewAlt : (texts.currentAlt ?? '')}
        size={PREVIEW_SIZE}
        shape="rounded"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {texts.label}
          {required && (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          >
            {current || file ? texts.change : texts.choose}
          </Button>
          {file && texts.undo && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onFileChange(null)}>
              {texts.undo}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid={testId}
          onChange={onChosen}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {texts.hint}
        </p>
        {file && !shown && (
          <p role="status" className="text-sm text-slate-700">
            {texts.chosen(file.name)}
          </p>
        )}
        {shown && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {shown}
          </p>
        )}
      </div>
    </div>
  );
}
