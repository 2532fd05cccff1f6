import { LIMITS } from '@souk/shared/constants';
import { ImagePicker } from '../../../../components/image-picker';
import { useT } from '../../../../lib/language';
import { BRAND_LOGO_PLACEHOLDER } from './brand-card';

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
  return (
    <ImagePicker
      texts={{
        label: t('adminBrands.form.logo'),
        hint: t('adminBrands.form.logoHint'),
        choose: t('adminBrands.form.chooseLogo'),
        change: t('adminBrands.form.changeLogo'),
        previewAlt: t('adminBrands.form.logoPreviewAlt'),
        chosen: (name) => t('adminBrands.form.logoChosen', { file: name }),
        notImage: () => t('errors.unsupported_media_type'),
        tooLarge: (size) => t('adminBrands.form.logoTooLarge', { size }),
      }}
      file={file}
      onFileChange={onFileChange}
      maxBytes={LIMITS.brandLogoMaxBytes}
      placeholder={BRAND_LOGO_PLACEHOLDER}
      required
      error={error}
      testId="logo-input"
    />
  );
}
