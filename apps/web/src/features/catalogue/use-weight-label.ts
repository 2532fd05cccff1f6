import { useCallback } from 'react';
import type { WEIGHT_BUCKETS } from '@souk/shared/schemas/catalogue';
import type { TranslationKey } from '../../lib/i18n';
import { useT } from '../../lib/language';

type WeightBucket = (typeof WEIGHT_BUCKETS)[number]['id'];

/** The weight buckets of the API (kilograms) as shoppers read them: one text per bucket. */
const WEIGHT_LABELS: Record<WeightBucket, TranslationKey> = {
  '0-1': 'catalogue.weights.upTo1',
  '1-5': 'catalogue.weights.from1To5',
  '5-20': 'catalogue.weights.from5To20',
  '20+': 'catalogue.weights.over20',
};

const isWeightBucket = (bucket: string): bucket is WeightBucket =>
  Object.hasOwn(WEIGHT_LABELS, bucket);

/**
 * The label of a weight bucket ('0-1', '20+'…) in the reader's language, for the filter sidebar
 * and the filter chips alike; a bucket it does not know is shown as it is.
 */
export function useWeightLabel(): (bucket: string) => string {
  const t = useT();
  return useCallback(
    (bucket: string) => (isWeightBucket(bucket) ? t(WEIGHT_LABELS[bucket]) : bucket),
    [t],
  );
}
