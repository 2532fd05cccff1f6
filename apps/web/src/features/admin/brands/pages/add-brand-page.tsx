import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LANGUAGES, LIMITS } from '@souk/shared/constants';
import {
  addBrandFormSchema,
  type AddBrandFormOutput,
  type AddBrandFormValues,
} from '@souk/shared/schemas/brand-profile';
import { Button } from '../../../../components/button';
import { FormSelectField, TextAreaField } from '../../../../components/form-fields';
import { PasswordRules } from '../../../../components/password-rules';
import { FormSection } from '../../../../components/form-section';
import { LengthCounter } from '../../../../components/length-counter';
import { PasswordField, TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useLanguage, useT } from '../../../../lib/language';
import { useLocalName } from '../../../../lib/local-name';
import { toast } from '../../../../lib/toast';
import { useAddBrand, useBrandCategories } from '../api/admin-brands';
import { LogoPicker } from '../components/logo-picker';
import { NewCategoryDialog } from '../components/new-category-dialog';
import { VIEW_ALL_PATH } from '../paths';

type Field = keyof AddBrandFormValues;

/**
 * spec: dashboards §5 "Add brand" — the name's counter warns above 80 and the input stops at 120;
 * the description's input stops at 550 (the limits are 100 and 500: typing past them shows the
 * error rather than cutting the text).
 */
const NAME_WARN_ABOVE = 80;
const NAME_INPUT_CAP = 120;
const DESCRIPTION_WARN_ABOVE = 450;
const DESCRIPTION_INPUT_CAP = 550;

/**
 * /dashboard/admin/brands/add-brand (dashboards §2 "Add brand", §5, §7 POST
 * /brands/register-with-logo): the brand's profile with its logo, its login and contact, checked
 * with the server's own schema; a new category can be created on the spot. Errors show on their
 * fields in the user's language and nothing typed is lost when the server refuses; on success a
 * toast, then the brand list.
 */
export default function AddBrandPage() {
  const t = useT();
  const ids = useId();
  const language = useLanguage();
  const localName = useLocalName();
  const navigate = useNavigate();
  const categories = useBrandCategories();
  const add = useAddBrand();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const [creatingCategory, setCreatingCategory] = useState(false);
  const form = useForm<AddBrandFormValues, unknown, AddBrandFormOutput>({
    resolver: zodResolver(addBrandFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      description: '',
      email: '',
      categoryId: '',
      password: '',
      confirmPassword: '',
      phoneNumber: '',
      websiteUrl: '',
      language,
    },
  });
  const { errors } = form.formState;
  const [name = '', description = '', password = '', email = '', categoryId = ''] = useWatch({
    control: form.control,
    name: ['name', 'description', 'password', 'email', 'categoryId'],
  });
  const nameLength = name.trim().length;
  const descriptionLength = description.trim().length;

  const fieldError = (field: Field) => {
    const code = errors[field]?.message;
    if (code === 'brand_description_too_long')
      return t('errors.brand_description_too_long', {
        entered: descriptionLength,
        max: LIMITS.brandDescriptionMax,
      });
    // an unchosen category reads as "required", not "not valid"
    if (field === 'categoryId' && code && form.getValues('categoryId') === '')
      return validationMessage('required', t);
    return validationMessage(code, t);
  };

  const onValid = async (values: AddBrandFormOutput) => {
    if (!logo) {
      setLogoError(t('errors.logo_required'));
      toast.error(t('adminBrands.form.fixErrors'));
      return;
    }
    try {
      const brand = await add.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
        phoneNumber: values.phoneNumber,
        categoryId: values.categoryId,
        description: values.description,
        websiteUrl: values.websiteUrl,
        language: values.language ?? language,
        logo,
      });
      toast.success(t('adminBrands.form.created', { name: brand.name }));
      void navigate(VIEW_ALL_PATH);
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'logo') setLogoError(message);
          else if (field in form.getValues())
            form.setError(field as Field, { type: 'server', message });
        }
      // a refused picture is chosen again; the text stays as typed
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        setLogo(null);
        setLogoError(apiErrorMessage(error, t));
      }
      toast.error(t('adminBrands.form.failed', { reason: apiErrorMessage(error, t) }));
    }
  };
  const onSubmit = form.handleSubmit(onValid, () => {
    if (!logo) setLogoError(t('errors.logo_required'));
    toast.error(t('adminBrands.form.fixErrors'));
  });

  const text = (
    field: Field,
    label: string,
    more: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} error={fieldError(field)} {...more} {...form.register(field)} />;

  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{t('adminBrands.form.intro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
        <FormSection
          title={t('adminBrands.form.profile')}
          intro={t('adminBrands.form.profileIntro')}
        >
          <LogoPicker
            file={logo}
            onFileChange={(file) => {
              setLogo(file);
              setLogoError(undefined);
            }}
            error={logoError}
          />
          <div>
            {text('name', t('adminBrands.form.name'), {
              required: true,
              autoComplete: 'organization',
              maxLength: NAME_INPUT_CAP,
              'aria-describedby': `${ids}-name-count`,
            })}
            <LengthCounter
              id={`${ids}-name-count`}
              length={nameLength}
              max={LIMITS.brandNameMax}
              warnAbove={NAME_WARN_ABOVE}
              text={(numbers) => t('adminBrands.form.nameCounter', numbers)}
            />
          </div>
          <div>
            <TextAreaField
              label={t('adminBrands.form.description')}
              required
              maxLength={DESCRIPTION_INPUT_CAP}
              error={fieldError('description')}
              aria-describedby={`${ids}-description-count`}
              {...form.register('description')}
            />
            <LengthCounter
              id={`${ids}-description-count`}
              length={descriptionLength}
              max={LIMITS.brandDescriptionMax}
              warnAbove={DESCRIPTION_WARN_ABOVE}
              text={(numbers) => t('adminBrands.form.descriptionCounter', numbers)}
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <FormSelectField
              label={t('adminBrands.form.category')}
              required
              className="min-w-60 flex-1"
              error={fieldError('categoryId')}
              {...form.register('categoryId')}
              // controlled: a category created in the modal is chosen once its option shows
              value={String(categoryId)}
            >
              <option value="">{t('adminBrands.form.chooseCategory')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {localName(category)}
                </option>
              ))}
            </FormSelectField>
            <Button
              variant="secondary"
              className={fieldError('categoryId') ? 'mb-7' : ''}
              onClick={() => setCreatingCategory(true)}
            >
              {t('adminBrands.form.newCategory')}
            </Button>
          </div>
        </FormSection>

        <FormSection
          title={t('adminBrands.form.account')}
          intro={t('adminBrands.form.accountIntro')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {text('email', t('adminBrands.form.email'), {
              required: true,
              type: 'email',
              autoComplete: 'off',
              dir: 'ltr',
              hint: t('adminBrands.form.emailHint'),
            })}
            <FormSelectField
              label={t('adminBrands.form.language')}
              error={fieldError('language')}
              {...form.register('language')}
            >
              {LANGUAGES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`adminBrands.form.languages.${choice}`)}
                </option>
              ))}
            </FormSelectField>
            <div>
              <PasswordField
                label={t('adminBrands.form.password')}
                required
                autoComplete="new-password"
                error={fieldError('password')}
                aria-describedby={`${ids}-password-rules`}
                {...form.register('password')}
              />
              <PasswordRules id={`${ids}-password-rules`} password={password} email={email} />
            </div>
            <PasswordField
              label={t('adminBrands.form.confirmPassword')}
              required
              autoComplete="new-password"
              error={fieldError('confirmPassword')}
              {...form.register('confirmPassword')}
            />
            {text('phoneNumber', t('adminBrands.form.phone'), {
              type: 'tel',
              autoComplete: 'off',
              dir: 'ltr',
            })}
            {text('websiteUrl', t('adminBrands.form.website'), {
              type: 'url',
              autoComplete: 'off',
              dir: 'ltr',
              hint: t('adminBrands.form.websiteHint'),
            })}
          </div>
        </FormSection>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigate(VIEW_ALL_PATH)}>
            {t('adminBrands.form.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {add.isPending ? t('adminBrands.form.submitting') : t('adminBrands.form.submit')}
          </Button>
        </div>
      </form>
      <NewCategoryDialog
        open={creatingCategory}
        onClose={() => setCreatingCategory(false)}
        onCreated={(category) =>
          form.setValue('categoryId', String(category.id), {
            shouldValidate: true,
            shouldDirty: true,
          })
        }
      />
    </div>
  );
}
