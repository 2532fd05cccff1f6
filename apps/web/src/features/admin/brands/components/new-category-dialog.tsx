import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LIMITS } from '@souk/shared/constants';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import {
  newBrandCategorySchema,
  type NewBrandCategory,
  type NewBrandCategoryValues,
} from '@souk/shared/schemas/admin-brands';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { TextAreaField } from '../../../../components/form-fields';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useCreateBrandCategory } from '../api/admin-brands';

const EMPTY: NewBrandCategoryValues = { name: '', description: '' };

/**
 * The add-brand page's new-category modal (dashboards §2 "Add brand", §5: name required, at most
 * 100; description required, at most 500): POST /brand-categories, then the form chooses it.
 */
export function NewCategoryDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (category: BrandCategory) => void;
}) {
  const t = useT();
  const create = useCreateBrandCategory();
  const form = useForm<NewBrandCategoryValues, unknown, NewBrandCategory>({
    resolver: zodResolver(newBrandCategorySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const fieldError = (field: keyof NewBrandCategoryValues) => {
    const code = errors[field]?.message;
    if (code === 'brand_description_too_long')
      return t('errors.brand_description_too_long', {
        entered: form.getValues('description').trim().length,
        max: LIMITS.brandDescriptionMax,
      });
    return validationMessage(code, t);
  };

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onValid = async (values: NewBrandCategory) => {
    try {
      const { data } = await create.mutateAsync(values);
      toast.success(t('adminBrands.categoryDialog.created', { name: data.name }));
      onCreated(data);
      close();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fieldErrors))
          if (field === 'name' || field === 'description')
            form.setError(field, { type: 'server', message });
      toast.error(t('adminBrands.categoryDialog.failed', { reason: apiErrorMessage(error, t) }));
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t('adminBrands.categoryDialog.title')}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      >
        <TextField
          label={t('adminBrands.categoryDialog.name')}
          required
          maxLength={LIMITS.brandNameMax + 20}
          error={fieldError('name')}
          {...form.register('name')}
        />
        <TextAreaField
          label={t('adminBrands.categoryDialog.description')}
          required
          maxLength={LIMITS.brandDescriptionMax + 50}
          error={fieldError('description')}
          {...form.register('description')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('adminBrands.categoryDialog.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {create.isPending
              ? t('adminBrands.categoryDialog.creating')
              : t('adminBrands.categoryDialog.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
