import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { Button } from '../../../../components/button';
import { mediaUrl } from '../../../../lib/api-client';
import { useT } from '../../../../lib/language';

/** A picture chosen in the browser, shown until the form closes (its object URL freed after). */
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

/**
 * A category's image (dashboards §5: required when a category or subcategory is added, not on
 * edit; only image files): the current one or the chosen file's preview, and why a file is
 * refused. The server checks the content again and re-encodes it.
 */
export function CategoryImageField({
  current,
  file,
  onFileChange,
  required,
  error,
}: {
  current: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  required: boolean;
  /** the form's or the server's message */
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? mediaUrl(current);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again must fire a change again
    if (!chosen) return;
    if (!chosen.type.startsWith('image/'))
      return setProblem(t('adminSettings.form.imageNotImage', { file: chosen.name }));
    if (chosen.size > LIMITS.categoryImageMaxBytes)
      return setProblem(t('adminSettings.form.imageTooLarge'));
    setProblem(null);
    onFileChange(chosen);
  };

  const message = problem ?? error;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-4">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {shown ? (
          <img
            src={shown}
            alt={
              preview
                ? t('adminSettings.form.imagePreviewAlt')
                : t('adminSettings.form.currentImageAlt')
            }
            className="size-full object-cover"
          />
        ) : (
          <span className="px-2 text-center text-xs text-slate-600">
            {t('adminSettings.noImage')}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {t('adminSettings.form.image')}
          {required && (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        >
          {shown ? t('adminSettings.form.changeImage') : t('adminSettings.form.chooseImage')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="category-image-input"
          onChange={onChosen}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('adminSettings.form.imageHint')}
        </p>
        {message && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
