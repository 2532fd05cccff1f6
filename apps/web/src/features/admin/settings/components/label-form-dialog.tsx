import type { BrandCategory, Tag } from '@souk/shared/responses/catalogue';
import { LIMITS } from '@souk/shared/constants';
import { brandCategoryFormSchema, tagFormSchema } from '@souk/shared/schemas/catalogue-admin';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { TextField } from '../../../../components/text-field';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useLocalName } from '../../../../lib/local-name';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { createLabel, updateLabel, type LabelFields, type LabelKind } from '../api/label-writes';
import { useSettingsChange } from '../api/use-settings-change';
import {
  formValuesOf,
  NameAndDescriptionFields,
  showServerErrors,
  useSettingsForm,
  type SettingsFormValues,
} from './settings-form';

/**
 * spec: dashboards §2 "Settings" (add/edit brand category, add/edit tag), §5 — name, French and
 * Arabic names and description (required for a brand category, §5 "Add brand"); a tag adds its
 * free-text type. A refusal keeps everything typed; its field messages show on the fields.
 */
export function LabelFormDialog({
  kind,
  stored,
  onClose,
}: {
  kind: LabelKind;
  stored?: BrandCategory | Tag;
  onClose: () => void;
}) {
  const t = useT();
  const localName = useLocalName();
  const isTag = kind === 'tags';
  const adding = !stored;
  const form = useSettingsForm(
    isTag ? tagFormSchema : brandCategoryFormSchema,
    formValuesOf(stored),
  );
  const create = useSettingsChange(createLabel);
  const update = useSettingsChange(updateLabel);

  const onValid = async ({ type, ...texts }: SettingsFormValues) => {
    const fields: LabelFields = isTag ? { ...texts, type } : texts;
    try {
      const saved = stored
        ? await update.mutateAsync({ kind, id: stored.id, fields })
        : await create.mutateAsync({ kind, fields });
      toast.success(
        t(adding ? 'adminSettings.toast.created' : 'adminSettings.toast.updated', {
          name: localName(saved),
        }),
      );
      onClose();
    } catch (error) {
      showServerErrors(form, error);
      const reason = apiErrorMessage(error, t);
      toast.error(
        t(adding ? 'adminSettings.toast.createFailed' : 'adminSettings.toast.updateFailed', {
          reason,
        }),
      );
    }
  };
  const onSubmit = form.handleSubmit(onValid, () =>
    toast.error(t('adminSettings.toast.fixFormErrors')),
  );

  const title = isTag
    ? t(adding ? 'adminSettings.form.addTag' : 'adminSettings.form.editTag')
    : t(adding ? 'adminSettings.form.addBrandCategory' : 'adminSettings.form.editBrandCategory');

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <NameAndDescriptionFields form={form} descriptionRequired={!isTag} />
        {isTag && (
          <TextField
            label={t('adminSettings.form.tagType')}
            hint={t('adminSettings.form.tagTypeHint')}
            maxLength={LIMITS.tagTypeMax + 10}
            error={validationMessage(form.formState.errors.type?.message, t)}
            {...form.register('type')}
          />
        )}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('adminSettings.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {adding ? t('adminSettings.form.create') : t('adminSettings.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
