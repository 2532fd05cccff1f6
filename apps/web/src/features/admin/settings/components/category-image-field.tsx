import { LIMITS } from '@souk/shared/constants';
import { ImagePicker } from '../../../../components/image-picker';
import { mediaUrl } from '../../../../lib/api-client';
import { useT } from '../../../../lib/language';

/**
 * A category's image (dashboards §5: required when a category or subcategory is added, not on
 * edit; only image files): the current one or the chosen file's preview, and why a file is
 * refused. The server checks the content again and re-encodes it.
 */
export function CategoryImageField({
  current,
  name,
  file,
  onFileChange,
  required,
  error,
}: {
  current: string | null;
  /** the category's name: its initials stand in while there is no image */
  name: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  required: boolean;
  /** the form's or the server's message */
  error?: string;
}) {
  const t = useT();
  return (
    <ImagePicker
      texts={{
        label: t('adminSettings.form.image'),
        hint: t('adminSettings.form.imageHint'),
        choose: t('adminSettings.form.chooseImage'),
        change: t('adminSettings.form.changeImage'),
        previewAlt: t('adminSettings.form.imagePreviewAlt'),
        currentAlt: current ? t('adminSettings.form.currentImageAlt') : undefined,
        chosen: (file) => t('adminSettings.form.imageChosen', { file }),
        notImage: (file) => t('adminSettings.form.imageNotImage', { file }),
        tooLarge: () => t('adminSettings.form.imageTooLarge'),
      }}
      file={file}
      onFileChange={onFileChange}
      maxBytes={LIMITS.categoryImageMaxBytes}
      current={mediaUrl(current)}
      name={name || '?'}
      required={required}
      error={error}
      testId="category-image-input"
    />
  );
}
