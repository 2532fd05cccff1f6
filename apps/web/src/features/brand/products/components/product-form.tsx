import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS } from '@souk/shared/constants';
import type { Product } from '@souk/shared/responses/catalogue';
import { Button } from '../../../../components/button';
import { FormSelectField, TextAreaField } from '../../../../components/form-fields';
import { CheckboxField, TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { useLocalName } from '../../../../lib/local-name';
import { toast } from '../../../../lib/toast';
import { useProductCategories, useProductTags } from '../api/get-product-options';
import { useCreateProduct, useUpdateProduct } from '../api/product-writes';
import { ImagePicker, type PickedImage } from './image-picker';
import { ProductImagesEditor } from './product-images-editor';
import {
  COUNTED_FIELDS,
  counterTone,
  emptyProductForm,
  formValuesOf,
  productPayload,
  requiredByType,
  stockWarning,
  validateProductForm,
  type CountedField,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from './product-form-rules';

/**
 * The add and edit form (dashboards §5 "Product (add and edit)", §4 "Add-product form"): one
 * component for both. Every rule is checked with the shared schema before anything is sent; the
 * server checks the same and its refusals land on the same fields, the typed values kept.
 */
export function ProductForm({
  brandId,
  product,
  onDone,
}: {
  brandId: number;
  /** the product to edit; none to add one */
  product?: Product;
  onDone: () => void;
}) {
  const t = useT();
  const localName = useLocalName();
  const adding = !product;
  const categories = useProductCategories();
  const tags = useProductTags();
  const create = useCreateProduct(brandId);
  const update = useUpdateProduct(brandId);
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formValuesOf(product) : emptyProductForm,
  );
  const [mainImage, setMainImage] = useState<PickedImage[]>([]);
  const [additionalImages, setAdditionalImages] = useState<PickedImage[]>([]);
  // codes from the form's own checks; texts from the server's refusals
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [serverErrors, setServerErrors] = useState<ProductFormErrors>({});

  const category = categories.data?.find((c) => String(c.id) === values.categoryId);
  const typeNeeds = requiredByType(category?.type);
  const subcategories = category?.subcategories ?? [];

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorOf = (field: ProductFormField): string | undefined => {
    const code = errors[field];
    if (code === 'product_name_too_long')
      return t('brandProducts.form.nameTooLong', { count: [...values.name.trim()].length });
    return validationMessage(code, t) ?? serverErrors[field];
  };

  const showsStockWarning = stockWarning(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // spec: §4 — on edit, a quantity above the stock level is an error toast and nothing is sent
    if (!adding && showsStockWarning) {
      toast.error(t('brandProducts.toasts.quantityExceedsStock'));
      return;
    }
    const found = validateProductForm(values, {
      categoryType: category?.type,
      hasMainImage: mainImage.length > 0,
      adding,
    });
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      toast.error(t('brandProducts.toasts.invalid'));
      return;
    }
    try {
      if (adding) {
        const form = new FormData();
        for (const [name, value] of Object.entries(productPayload(values)))
          form.append(name, value);
        form.append('brandId', String(brandId));
        // spec: §3 — isActive sent true, isFeatured false
        form.set('isActive', 'true');
        form.append('isFeatured', 'false');
        form.append('mainImage', mainImage[0]!.file);
        for (const image of additionalImages) form.append('additionalImages', image.file);
        await create.mutateAsync(form);
        toast.success(t('brandProducts.toasts.added'));
      } else {
        const { isActive: _isActive, ...fields } = productPayload(values);
        await update.mutateAsync({
          id: product.id,
          changes: {
            ...fields,
            subcategoryIds: values.subcategoryIds,
            tagIds: values.tagIds,
            freeShipping: values.freeShipping,
            active: values.active,
          },
        });
        toast.success(t('brandProducts.toasts.updated'));
      }
      onDone();
    } catch (error) {
      // what was typed stays; the server's field messages show under their fields
      if (error instanceof ApiError) setServerErrors(error.fieldErrors as ProductFormErrors);
      toast.error(apiErrorMessage(error, t));
    }
  };

  const counted = (field: CountedField, label: string, multiline = false) => {
    const max = COUNTED_FIELDS[field];
    const common = {
      label,
      value: values[field],
      error: errorOf(field),
      required:
        ['name', 'description', 'sku', 'barcode'].includes(field) ||
        typeNeeds.includes(field as never),
      onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    };
    return (
      <div>
        {multiline ? <TextAreaField {...common} rows={4} /> : <TextField {...common} />}
        <Counter field={field} length={[...values[field]].length} max={max} />
      </div>
    );
  };

  const typed = (field: 'sizes' | 'colors' | 'features' | 'origin' | 'weight' | 'dimensions') =>
    typeNeeds.includes(field as never);

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <p className="text-sm text-slate-600">{t('brandProducts.form.requiredNote')}</p>

      <Section title={t('brandProducts.form.sections.basics')}>
        {counted('name', t('brandProducts.form.fields.name'))}
        {counted('description', t('brandProducts.form.fields.description'), true)}
        <div className="grid gap-4 sm:grid-cols-2">
          {counted('sku', t('brandProducts.form.fields.sku'))}
          {counted('barcode', t('brandProducts.form.fields.barcode'))}
        </div>
      </Section>

      <Section title={t('brandProducts.form.sections.pricing')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('brandProducts.form.fields.price')}
            hint={t('brandProducts.form.hints.price')}
            inputMode="decimal"
            required
            value={values.price}
            error={errorOf('price')}
            onChange={(event) => set('price', event.target.value)}
          />
          <TextField
            label={t('brandProducts.form.fields.discountPrice')}
            hint={t('brandProducts.form.hints.discountPrice')}
            inputMode="decimal"
            value={values.discountPrice}
            error={errorOf('discountPrice')}
            onChange={(event) => set('discountPrice', event.target.value)}
          />
          <TextField
            label={t('brandProducts.form.fields.quantity')}
            inputMode="numeric"
            required
            value={values.quantity}
            error={errorOf('quantity')}
            onChange={(event) => set('quantity', event.target.value)}
          />
          <TextField
            label={t('brandProducts.form.fields.stockLevel')}
            inputMode="numeric"
            required
            value={values.stockLevel}
            error={errorOf('stockLevel')}
            onChange={(event) => set('stockLevel', event.target.value)}
          />
        </div>
        {/* spec: §5 — live warnings both ways */}
        <div aria-live="polite" className="grid gap-1 text-sm font-medium text-amber-800">
          {showsStockWarning && (
            <>
              <p data-testid="quantity-warning">
                {t('brandProducts.form.quantityWarning', {
                  quantity: values.quantity,
                  stockLevel: values.stockLevel,
                })}
              </p>
              <p data-testid="stock-level-warning">
                {t('brandProducts.form.stockLevelWarning', {
                  quantity: values.quantity,
                  stockLevel: values.stockLevel,
                })}
              </p>
            </>
          )}
        </div>
        <CheckboxField
          label={t('brandProducts.form.fields.freeShipping')}
          checked={values.freeShipping}
          onChange={(event) => set('freeShipping', event.target.checked)}
        />
        {!adding && (
          <CheckboxField
            label={t('brandProducts.form.fields.active')}
            checked={values.active}
            onChange={(event) => set('active', event.target.checked)}
          />
        )}
      </Section>

      <Section title={t('brandProducts.form.sections.category')}>
        <FormSelectField
          label={t('brandProducts.form.fields.category')}
          required
          value={values.categoryId}
          error={errorOf('categoryId')}
          onChange={(event) =>
            // spec: §4 — changing the category clears the chosen subcategories
            setValues((current) => ({
              ...current,
              categoryId: event.target.value,
              subcategoryIds: [],
            }))
          }
        >
          <option value="">{t('brandProducts.form.chooseCategory')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {localName(c)}
            </option>
          ))}
        </FormSelectField>
        {category && (
          <ChoiceGroup
            legend={t('brandProducts.form.fields.subcategories')}
            empty={t('brandProducts.form.noSubcategories')}
            options={subcategories.map((s) => ({ id: s.id, label: localName(s) }))}
            chosen={values.subcategoryIds}
            error={errorOf('subcategoryIds')}
            onChange={(ids) => set('subcategoryIds', ids)}
          />
        )}
        <ChoiceGroup
          legend={t('brandProducts.form.fields.tags')}
          empty={t('brandProducts.form.noTags')}
          options={(tags.data ?? []).map((tag) => ({ id: tag.id, label: localName(tag) }))}
          chosen={values.tagIds}
          error={errorOf('tagIds')}
          onChange={(ids) => set('tagIds', ids)}
        />
        {typeNeeds.length > 0 && (
          <p className="text-sm text-slate-700" data-testid="category-needs">
            {t('brandProducts.form.categoryNeeds', {
              fields: typeNeeds.map((field) => t(`brandProducts.form.fields.${field}`)).join(', '),
            })}
          </p>
        )}
      </Section>

      <Section title={t('brandProducts.form.sections.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('brandProducts.form.fields.sizes')}
            hint={t('brandProducts.form.hints.list')}
            required={typed('sizes')}
            value={values.sizes}
            error={errorOf('sizes')}
            onChange={(event) => set('sizes', event.target.value)}
          />
          <TextField
            label={t('brandProducts.form.fields.colors')}
            hint={t('brandProducts.form.hints.list')}
            required={typed('colors')}
            value={values.colors}
            error={errorOf('colors')}
            onChange={(event) => set('colors', event.target.value)}
          />
          <TextField
            label={t('brandProducts.form.fields.weight')}
            hint={t('brandProducts.form.hints.weight')}
            inputMode="decimal"
            required={typed('weight')}
            value={values.weight}
            error={errorOf('weight')}
            onChange={(event) => set('weight', event.target.value)}
          />
          <TextField
            label={t('brandProducts.form.fields.dimensions')}
            hint={t('brandProducts.form.hints.dimensions')}
            required={typed('dimensions')}
            value={values.dimensions}
            error={errorOf('dimensions')}
            onChange={(event) => set('dimensions', event.target.value)}
          />
        </div>
        <TextField
          label={t('brandProducts.form.fields.features')}
          hint={t('brandProducts.form.hints.list')}
          value={values.features}
          error={errorOf('features')}
          onChange={(event) => set('features', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {counted('material', t('brandProducts.form.fields.material'))}
          {counted('care', t('brandProducts.form.fields.care'))}
          {counted('origin', t('brandProducts.form.fields.origin'))}
          {counted('fit', t('brandProducts.form.fields.fit'))}
        </div>
      </Section>

      <Section title={t('brandProducts.form.sections.images')}>
        {adding ? (
          <>
            <ImagePicker
              label={t('brandProducts.form.fields.mainImage')}
              hint={t('brandProducts.form.hints.mainImage')}
              required
              max={1}
              images={mainImage}
              onChange={(images) => {
                setMainImage(images);
                setErrors((current) => ({ ...current, mainImage: undefined }));
              }}
              error={errorOf('mainImage')}
            />
            <ImagePicker
              label={t('brandProducts.form.fields.additionalImages')}
              hint={t('brandProducts.form.hints.additionalImages', {
                max: LIMITS.productAdditionalImagesMax,
              })}
              max={LIMITS.productAdditionalImagesMax}
              images={additionalImages}
              onChange={setAdditionalImages}
              error={errorOf('additionalImages')}
            />
          </>
        ) : (
          <ProductImagesEditor brandId={brandId} product={product} />
        )}
      </Section>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onDone}>
          {t('brandProducts.form.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {adding ? t('brandProducts.form.submitAdd') : t('brandProducts.form.submitEdit')}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** spec: §5 — a live counter; it turns orange near the limit and red past it. */
function Counter({ field, length, max }: { field: string; length: number; max: number }) {
  const t = useT();
  const tone = counterTone(length, max);
  const colour =
    tone === 'over' ? 'text-red-700' : tone === 'near' ? 'text-orange-700' : 'text-slate-600';
  return (
    <p
      data-testid={`counter-${field}`}
      data-tone={tone}
      className={`mt-1 text-end text-xs tabular-nums ${colour}`}
    >
      {t('brandProducts.form.counter', { count: length, max })}
    </p>
  );
}

/** A multi-select as a group of checkboxes (subcategories, tags). */
function ChoiceGroup({
  legend,
  empty,
  options,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  empty: string;
  options: Array<{ id: number; label: string }>;
  chosen: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((option) => {
            const checked = chosen.includes(option.id);
            return (
              <label
                key={option.id}
                className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${
                  checked
                    ? 'border-brand-700 bg-brand-50 text-brand-900'
                    : 'border-slate-300 bg-white text-slate-800'
                }`}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={checked}
                  onChange={() =>
                    onChange(
                      checked ? chosen.filter((id) => id !== option.id) : [...chosen, option.id],
                    )
                  }
                />
                {option.label}
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
