import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITS } from '@souk/shared/constants';
import type { NameTranslations } from '@souk/shared/names';
import { CharacterCount } from '../../../../components/character-count';
import { TextAreaField } from '../../../../components/form-fields';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { validationMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';

/** Every settings form's values, as typed (a tag's type and a category's type share `type`). */
export type SettingsFormValues = {
  name: string;
  nameFr: string;
  nameAr: string;
  description: string;
  type: string;
};
export type SettingsField = keyof SettingsFormValues;

/** The form's values for something stored (empty texts for what it has not). */
export function formValuesOf(stored?: {
  name: string;
  nameTranslations: NameTranslations;
  description: string | null;
  type?: string | null;
}): SettingsFormValues {
  return {
    name: stored?.name ?? '',
    nameFr: stored?.nameTranslations.fr ?? '',
    nameAr: stored?.nameTranslations.ar ?? '',
    description: stored?.description ?? '',
    type: stored?.type ?? '',
  };
}

/**
 * A settings form checked by its shared schema (the server's rules, dashboards §5): errors show
 * once a field is left, and all of them on submit.
 */
export function useSettingsForm(schema: z.ZodType, values: SettingsFormValues) {
  return useForm<SettingsFormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<SettingsFormValues>,
    mode: 'onTouched',
    defaultValues: values,
  });
}

/**
 * Puts the server's field messages on the fields ("nameTranslations.fr" is the French name) and
 * answers the ones no field shows (the image's).
 */
export function showServerErrors(
  form: UseFormReturn<SettingsFormValues>,
  error: unknown,
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const others: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const target =
      field === 'nameTranslations.fr'
        ? 'nameFr'
        : field === 'nameTranslations.ar'
          ? 'nameAr'
          : field;
    if (target in form.getValues())
      form.setError(target as SettingsField, { type: 'server', message });
    else others[target] = message;
  }
  return others;
}

/**
 * The fields every settings item has: its name (required, with a counter), its French and Arabic
 * names (the Arabic one written right to left) and its description (required or not).
 */
export function NameAndDescriptionFields({
  form,
  descriptionRequired,
}: {
  form: UseFormReturn<SettingsFormValues>;
  descriptionRequired: boolean;
}) {
  const t = useT();
  const { errors } = form.formState;
  const [name = '', description = ''] = useWatch({
    control: form.control,
    name: ['name', 'description'],
  });
  const error = (field: SettingsField) => validationMessage(errors[field]?.message, t);
  const counter = ({ count, max }: { count: string; max: string }) =>
    t('adminSettings.form.counter', { length: count, max });
  return (
    <>
      <div>
        <TextField
          label={t('adminSettings.form.name')}
          required
          maxLength={LIMITS.labelNameMax + 20}
          error={error('name')}
          {...form.register('name')}
        />
        <CharacterCount count={name.trim().length} max={LIMITS.labelNameMax} text={counter} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adminSettings.form.nameFr')}
          lang="fr"
          hint={t('adminSettings.form.translationsHint')}
          maxLength={LIMITS.labelNameMax + 20}
          error={error('nameFr')}
          {...form.register('nameFr')}
        />
        <TextField
          label={t('adminSettings.form.nameAr')}
          lang="ar"
          dir="rtl"
          hint={t('adminSettings.form.translationsHint')}
          maxLength={LIMITS.labelNameMax + 20}
          error={error('nameAr')}
          {...form.register('nameAr')}
        />
      </div>
      <div>
        <TextAreaField
          label={t('adminSettings.form.description')}
          required={descriptionRequired}
          rows={3}
          className="[&_textarea]:min-h-24"
          maxLength={LIMITS.labelDescriptionMax + 50}
          error={error('description')}
          {...form.register('description')}
        />
        <CharacterCount
          count={description.trim().length}
          max={LIMITS.labelDescriptionMax}
          text={counter}
        />
      </div>
    </>
  );
}
