import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { formatNumber } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';
import { BRAND_LOGO_PLACEHOLDER } from './brand-card';

const MEGABYTE = 1024 * 1024;

/**
 * Why a chosen file cannot be the logo, checked before anything is sent (dashboards §5 "Add
 * brand": image files only; §9: 2 MB at most), or null. The server checks the content again.
 */
export function logoFileProblem(file: File): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > LIMITS.brandLogoMaxBytes) return 'tooLarge';
  return null;
}

/** A picture chosen in the browser, shown until the form is sent (its object URL freed after). */
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
 * The new brand's logo (dashboards §5 "Add brand": required, image files only, "recommended
 * 400x400 px, max 2 MB"): a button to choose it, its preview, and why a file is refused.
 */
export function LogoPicker({
  file,
  onFileChange,
  error,
}: {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** the form's or the server's refusal */
  error?: string;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // the same file chosen again after a refusal must fire a change again
    event.target.value = '';
    if (!chosen) return;
    const refusal = logoFileProblem(chosen);
    if (refusal === 'notImage') return setProblem(t('errors.unsupported_media_type'));
    if (refusal === 'tooLarge')
      return setProblem(
        t('adminBrands.form.logoTooLarge', {
          // rounded up: a file just over the limit must not read as "2 MB"
          size: formatNumber(Math.ceil((chosen.size / MEGABYTE) * 10) / 10, language, {
            maximumFractionDigits: 1,
          }),
        }),
      );
    setProblem(null);
    onFileChange(chosen);
  };

  const shown = problem ?? error;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-4">
      <Avatar
        key={preview ?? 'none'}
        src={preview}
        fallbackSrc={BRAND_LOGO_PLACEHOLDER}
        name="?"
        alt={preview ? t('adminBrands.form.logoPreviewAlt') : ''}
        size={96}
        shape="rounded"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {t('adminBrands.form.logo')}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        >
          {file ? t('adminBrands.form.changeLogo') : t('adminBrands.form.chooseLogo')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="logo-input"
          onChange={onChosen}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('adminBrands.form.logoHint')}
        </p>
        {file && !shown && (
          <p role="status" className="text-sm text-slate-700">
            {t('adminBrands.form.logoChosen', { file: file.name })}
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
