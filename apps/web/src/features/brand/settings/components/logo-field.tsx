import { LIMITS } from '@souk/shared/constants';
import { ImagePicker } from '../../../../components/image-picker';
import { mediaUrl } from '../../../../lib/api-client';
import { useT } from '../../../../lib/language';

/** spec: dashboards §2 — a broken logo falls back to a placeholder image. */
export const BRAND_LOGO_PLACEHOLDER = '/images/brand-placeholder.svg';

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
  return (
    <ImagePicker
      texts={{
        label: t('brandSettings.profile.logo'),
        hint: t('brandSettings.profile.logoHint'),
        choose: t('brandSettings.profile.chooseLogo'),
        change: t('brandSettings.profile.changeLogo'),
        undo: t('brandSettings.profile.undoLogo'),
        previewAlt: t('brandSettings.profile.logoPreviewAlt'),
        currentAlt: t('brandSettings.profile.logoAlt', { name: brandName }),
        chosen: (name) => t('brandSettings.profile.logoChosen', { file: name }),
        notImage: (name) => t('brandSettings.profile.logoNotImage', { file: name }),
        tooLarge: (size) => t('brandSettings.profile.logoTooLarge', { size }),
      }}
      file={file}
      onFileChange={onFileChange}
      maxBytes={LIMITS.brandLogoMaxBytes}
      current={mediaUrl(logo)}
      placeholder={BRAND_LOGO_PLACEHOLDER}
      name={brandName}
      error={serverError}
      testId="logo-input"
    />
  );
}
