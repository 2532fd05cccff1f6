import { useState } from 'react';
import { CATEGORY_TYPES } from '@souk/shared/constants';
import type { Category, CategoryTree } from '@souk/shared/responses/catalogue';
import { categoryFormSchema, subcategoryFormSchema } from '@souk/shared/schemas/catalogue-admin';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { FormSelectField } from '../../../../components/form-fields';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useLocalName } from '../../../../lib/local-name';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { createCategory, updateCategory, type CategoryFields } from '../api/category-writes';
import { useSettingsChange } from '../api/use-settings-change';
import { CategoryImageField } from './category-image-field';
import {
  formValuesOf,
  NameAndDescriptionFields,
  showServerErrors,
  useSettingsForm,
  type SettingsFormValues,
} from './settings-form';

/** What the dialog adds or edits: a top-level category, or a subcategory of `parent`. */
export type CategoryTarget =
  | { kind: 'category'; category?: CategoryTree }
  | { kind: 'subcategory'; parent: CategoryTree; subcategory?: Category };

/**
 * spec: dashboards §2 "Settings" (add/edit product category, add subcategory), §5 — name, French
 * and Arabic names, description (required for a top-level category), type (top-level only) and
 * the image (required on add). A refusal keeps everything typed and chosen; its field messages
 * show on the fields.
 */
export function CategoryFormDialog({
  target,
  onClose,
}: {
  target: CategoryTarget;
  onClose: () => void;
}) {
  const t = useT();
  const localName = useLocalName();
  const stored = target.kind === 'category' ? target.category : target.subcategory;
  const topLevel = target.kind === 'category';
  const adding = !stored;
  const form = useSettingsForm(
    topLevel ? categoryFormSchema : subcategoryFormSchema,
    formValuesOf(stored),
  );
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const create = useSettingsChange(createCategory);
  const update = useSettingsChange(updateCategory);
  const saving = create.isPending || update.isPending;

  const missingImage = () => adding && !image;
  const flagMissingImage = () => {
    if (missingImage()) setImageError(validationMessage('image_required', t));
  };

  const onValid = async (values: SettingsFormValues) => {
    if (missingImage()) {
      flagMissingImage();
      return toast.error(t('adminSettings.toast.fixFormErrors'));
    }
    const { type, ...texts } = values;
    const fields: CategoryFields = topLevel ? { ...texts, type } : texts;
    try {
      const saved = stored
        ? await update.mutateAsync({ id: stored.id, fields, image })
        : await create.mutateAsync({
            fields,
            image: image!,
            ...(target.kind === 'subcategory' ? { parentId: target.parent.id } : {}),
          });
      toast.success(
        t(adding ? 'adminSettings.toast.created' : 'adminSettings.toast.updated', {
          name: localName(saved),
        }),
      );
      onClose();
    } catch (error) {
      const others = showServerErrors(form, error);
      if (others.image) setImageError(others.image);
      const reason = apiErrorMessage(error, t);
      toast.error(
        t(adding ? 'adminSettings.toast.createFailed' : 'adminSettings.toast.updateFailed', {
          reason,
        }),
      );
    }
  };
  const onSubmit = form.handleSubmit(onValid, () => {
    flagMissingImage();
    toast.error(t('adminSettings.toast.fixFormErrors'));
  });

  const title =
    target.kind === 'category'
      ? t(adding ? 'adminSettings.form.addCategory' : 'adminSettings.form.editCategory')
      : adding
        ? t('adminSettings.form.addSubcategory', { parent: localName(target.parent) })
        : t('adminSettings.form.editSubcategory');
  const typeError = validationMessage(form.formState.errors.type?.message, t);

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <NameAndDescriptionFields form={form} descriptionRequired={topLevel} />
        {topLevel && (
          <FormSelectField
            label={t('adminSettings.form.type')}
            hint={t('adminSettings.form.typeHint')}
            error={typeError}
            {...form.register('type')}
          >
            <option value="">{t('adminSettings.form.noType')}</option>
            {CATEGORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminSettings.types.${type}`)}
              </option>
            ))}
          </FormSelectField>
        )}
        <CategoryImageField
          current={stored?.imageUrl ?? null}
          name={stored ? localName(stored) : ''}
          file={image}
          required={adding}
          error={imageError}
          onFileChange={(file) => {
            setImage(file);
            setImageError(undefined);
          }}
        />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('adminSettings.form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {adding ? t('adminSettings.form.create') : t('adminSettings.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
