import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { mediaUrl } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';

/** spec: dashboards §2 — a broken logo falls back to a placeholder image. */
export const BRAND_LOGO_PLACEHOLDER = '/images/brand-placeholder.svg';
const MEGABYTE = 1024 * 1024;
const PREVIEW_SIZE = 96;

/**
 * Why a chosen file cannot be the logo, checked before anything is sent (dashboards §5 "Add
 * brand": image files only; §9: 2 MB at most), or null. The server checks the content again.
 */
export function logoFileProblem(file: File): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > LIMITS.brandLogoMaxBytes) return 'tooLarge';
  return null;
}

/** A picture chosen in the browser, shown until it is saved (its object URL freed after). */
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
 * The brand's logo in its settings: the current logo (or the placeholder when it is missing or
 * broken), a button to choose a new one, its preview, and the reason a file is refused. The file
 * is sent with the profile when it is saved.
 */
export function LogoField({
  brandName,
  logo,
  file,
  onFileChange,
  serverError,
}: {
  brandName: string;
  logo: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** the server's refusal of the last file sent */
  serverError?: string;
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
    if (refusal === 'notImage')
      return setProblem(t('brandSettings.profile.logoNotImage', { file: chosen.name }));
    if (refusal === 'tooLarge')
      return setProblem(
        t('brandSettings.profile.logoTooLarge', {
          // rounded up: a file just over the limit must not read as "2 MB"
          size: formatNumber(Math.ceil((chosen.size / MEGABYTE) * 10) / 10, language, {
            maximumFractionDigits: 1,
          }),
        }),
      );
    setProblem(null);
    onFileChange(chosen);
  };

  const error = problem ?? serverError;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-4">
      <span id={`${id}-label`} className="sr-only">
        {t('brandSettings.profile.logo')}
      </span>
      <Avatar
        // a new source after a save starts again from the logo, not from a past failure
        key={preview ?? logo ?? 'none'}
        src={preview ?? mediaUrl(logo)}
        fallbackSrc={BRAND_LOGO_PLACEHOLDER}
        name={brandName}
        alt={
          preview
            ? t('brandSettings.profile.logoPreviewAlt')
            : t('brandSettings.profile.logoAlt', { name: brandName })
        }
        size={PREVIEW_SIZE}
        shape="rounded"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-medium text-slate-800" aria-hidden="true">
          {t('brandSettings.profile.logo')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          >
            {logo || file
              ? t('brandSettings.profile.changeLogo')
              : t('brandSettings.profile.chooseLogo')}
          </Button>
          {file && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onFileChange(null)}>
              {t('brandSettings.profile.undoLogo')}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="logo-input"
          onChange={onChosen}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('brandSettings.profile.logoHint')}
        </p>
        {file && !error && (
          <p role="status" className="text-sm text-slate-700">
            {t('brandSettings.profile.logoChosen', { file: file.name })}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
