import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS, SOCIAL_PLATFORMS } from '@souk/shared/constants';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import {
  brandProfileFormSchema,
  CLEARABLE_BRAND_FIELDS,
  type BrandProfileFormOutput,
  type BrandProfileFormValues,
  type SocialPlatform,
} from '@souk/shared/schemas/brand-profile';
import { Button } from '../../../../components/button';
import { TextAreaField } from '../../../../components/form-fields';
import { FormSection } from '../../../../components/form-section';
import { LengthCounter } from '../../../../components/length-counter';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useUpdateBrandProfile, type BrandProfileUpdate } from '../api/update-brand-profile';
import { LogoField } from './logo-field';

type Field = keyof BrandProfileFormValues;

const SITES: Record<SocialPlatform, string> = {
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  twitter: 'twitter.com',
};

/** The form's values for a brand as the server has it. */
export function profileValuesOf(brand: OwnBrand): BrandProfileFormValues {
  const link = (platform: SocialPlatform) =>
    brand.links.find((entry) => entry.platform === platform)?.url ?? '';
  return {
    name: brand.name,
    description: brand.description ?? '',
    email: brand.email ?? '',
    phoneNumber: brand.phoneNumber ?? '',
    websiteUrl: brand.websiteUrl ?? '',
    facebook: link('facebook'),
    instagram: link('instagram'),
    twitter: link('twitter'),
  };
}

/**
 * What a valid form sends (spec: dashboards §5 "Profile update sends only non-empty fields"): the
 * non-empty fields, the whole list of links, and the optional fields the brand emptied.
 */
export function profileUpdateOf(
  brand: OwnBrand,
  form: BrandProfileFormOutput,
  logo: File | null,
): BrandProfileUpdate {
  const { facebook, instagram, twitter, ...fields } = form;
  const urls = { facebook, instagram, twitter };
  return {
    fields,
    links: SOCIAL_PLATFORMS.flatMap((platform) => {
      const url = urls[platform];
      return url ? [{ platform, url }] : [];
    }),
    clear: CLEARABLE_BRAND_FIELDS.filter((field) => !form[field] && brand[field]),
    ...(logo ? { logo } : {}),
  };
}

/**
 * spec: dashboards §2 "Settings" — profile (name, description, logo), contact info (email, phone,
 * website) and social media (Facebook, Instagram, Twitter), saved together through PATCH
 * /brands/update-profile. The rules are the server's (one shared schema, §5): save is disabled
 * while errors show; an invalid submit toasts fixFormErrors; success toasts profileUpdatedSuccess,
 * a refusal profileUpdateFailed with the server's reason, its field messages on the fields, and
 * what was typed is kept.
 */
export function BrandProfileForm({ brand }: { brand: OwnBrand }) {
  const t = useT();
  const ids = useId();
  const update = useUpdateBrandProfile();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const form = useForm<BrandProfileFormValues, unknown, BrandProfileFormOutput>({
    resolver: zodResolver(brandProfileFormSchema),
    mode: 'onTouched',
    defaultValues: profileValuesOf(brand),
  });
  const { errors } = form.formState;
  const [name = '', description = ''] = useWatch({
    control: form.control,
    name: ['name', 'description'],
  });
  const nameLength = name.trim().length;
  const descriptionLength = description.trim().length;

  const fieldError = (field: Field) => {
    const code = errors[field]?.message;
    if (code === 'description_too_long')
      return t('errors.description_too_long', {
        entered: descriptionLength,
        max: LIMITS.brandDescriptionMax,
      });
    return validationMessage(code, t);
  };

  const onValid = async (values: BrandProfileFormOutput) => {
    const request = profileUpdateOf(brand, values, logo);
    try {
      const { data: saved } = await update.mutateAsync(request);
      form.reset(profileValuesOf(saved));
      setLogo(null);
      setLogoError(undefined);
      toast.success(t('brandSettings.profileUpdatedSuccess'));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          // "links.1.url" is the second link sent
          const link = /^links\.(\d+)\.url$/.exec(field);
          const target = link ? request.links[Number(link[1])]?.platform : field;
          if (target === 'logo') setLogoError(message);
          else if (target && target in form.getValues())
            form.setError(target as Field, { type: 'server', message });
        }
        // a refused picture is chosen again; the profile's text stays as typed
        if (error.status === 413 || error.status === 415) {
          setLogo(null);
          setLogoError(apiErrorMessage(error, t));
        }
      }
      toast.error(t('brandSettings.profileUpdateFailed', { reason: apiErrorMessage(error, t) }));
    }
  };
  const onSubmit = form.handleSubmit(onValid, () => toast.error(t('brandSettings.fixFormErrors')));
  const hasErrors = Object.keys(errors).length > 0;

  const text = (
    field: Field,
    label: string,
    more: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} error={fieldError(field)} {...more} {...form.register(field)} />;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <FormSection
        title={t('brandSettings.profile.title')}
        intro={t('brandSettings.profile.intro')}
      >
        <LogoField
          brandName={brand.name}
          logo={brand.logo}
          file={logo}
          onFileChange={(file) => {
            setLogo(file);
            setLogoError(undefined);
          }}
          serverError={logoError}
        />
        <div>
          {text('name', t('brandSettings.profile.name'), {
            required: true,
            autoComplete: 'organization',
            'aria-describedby': `${ids}-name-count`,
          })}
          <LengthCounter
            id={`${ids}-name-count`}
            length={nameLength}
            max={LIMITS.brandNameMax}
            text={(numbers) => t('brandSettings.profile.counter', numbers)}
          />
        </div>
        <div>
          <TextAreaField
            label={t('brandSettings.profile.description')}
            error={fieldError('description')}
            aria-describedby={`${ids}-description-count`}
            {...form.register('description')}
          />
          <LengthCounter
            id={`${ids}-description-count`}
            length={descriptionLength}
            max={LIMITS.brandDescriptionMax}
            text={(numbers) => t('brandSettings.profile.descriptionCounter', numbers)}
          />
        </div>
      </FormSection>

      <FormSection
        title={t('brandSettings.contact.title')}
        intro={t('brandSettings.contact.intro')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {text('email', t('brandSettings.contact.email'), {
            type: 'email',
            autoComplete: 'email',
            dir: 'ltr',
          })}
          {text('phoneNumber', t('brandSettings.contact.phone'), {
            type: 'tel',
            autoComplete: 'tel',
            dir: 'ltr',
            hint: t('brandSettings.contact.phoneHint'),
          })}
          {text('websiteUrl', t('brandSettings.contact.website'), {
            type: 'url',
            autoComplete: 'url',
            dir: 'ltr',
            hint: t('brandSettings.contact.websiteHint'),
            className: 'sm:col-span-2',
          })}
        </div>
      </FormSection>

      <FormSection title={t('brandSettings.social.title')} intro={t('brandSettings.social.intro')}>
        <div className="grid gap-5 sm:grid-cols-3">
          {SOCIAL_PLATFORMS.map((platform) => (
            <div key={platform}>
              {text(platform, t(`brandSettings.social.${platform}`), {
                type: 'url',
                dir: 'ltr',
                placeholder: t('brandSettings.social.placeholder', { site: SITES[platform] }),
              })}
            </div>
          ))}
        </div>
      </FormSection>

      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={hasErrors}>
          {update.isPending ? t('brandSettings.saving') : t('brandSettings.save')}
        </Button>
      </div>
    </form>
  );
}
