import { useEffect, useRef } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { FieldFrame, useDescribedField } from '../../../../components/form-fields';
import { CloseIcon } from '../../../../components/icons';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';

export type PickedImage = { file: File; preview: string };

/**
 * Image files chosen for a new product, with their previews (dashboards §5: a main image, up to 8
 * more). Only images of at most 5 MB are taken; the server checks them again by their content.
 */
export function ImagePicker({
  label,
  hint,
  required = false,
  max,
  images,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  required?: boolean;
  max: number;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error?: string;
}) {
  const t = useT();
  const { id, hintId, errorId, describedBy } = useDescribedField({ hint, error });
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(images);
  shown.current = images;
  // previews are object URLs: freed when the form closes
  useEffect(() => () => shown.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const pick = (files: FileList | null) => {
    const taken: PickedImage[] = [];
    for (const file of Array.from(files ?? [])) {
      if (!file.type.startsWith('image/')) {
        toast.error(t('brandProducts.form.notImage', { name: file.name }));
        continue;
      }
      if (file.size > LIMITS.productImageMaxBytes) {
        toast.error(t('brandProducts.form.tooLarge', { name: file.name }));
        continue;
      }
      taken.push({ file, preview: URL.createObjectURL(file) });
    }
    if (max === 1) {
      images.forEach((image) => URL.revokeObjectURL(image.preview));
      onChange(taken.slice(0, 1));
    } else {
      const room = max - images.length;
      if (taken.length > room) toast.error(t('brandProducts.form.tooMany', { max }));
      taken.slice(room).forEach((image) => URL.revokeObjectURL(image.preview));
      onChange([...images, ...taken.slice(0, Math.max(room, 0))]);
    }
    if (input.current) input.current.value = '';
  };

  const remove = (index: number) => {
    URL.revokeObjectURL(images[index]!.preview);
    onChange(images.filter((_, i) => i !== index));
  };

  return (
    <div>
      <FieldFrame {...{ id, hintId, errorId, label, hint, error, required }} className="">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          multiple={max > 1}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={max > 1 && images.length >= max}
          onChange={(event) => pick(event.target.files)}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
      </FieldFrame>
      {images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li key={image.preview} className="relative">
              <img
                src={image.preview}
                alt={t('brandProducts.form.preview', { name: image.file.name })}
                className="size-24 rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('brandProducts.form.removeImage', { name: image.file.name })}
                className="absolute -end-2 -top-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-300 hover:text-red-700"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
