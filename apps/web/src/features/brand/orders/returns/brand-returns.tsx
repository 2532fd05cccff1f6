import { useQueryClient } from '@tanstack/react-query';
import { ReturnsDesk } from '../../../../components/returns-desk';
import { useT } from '../../../../lib/language';
import { brandKeys } from '../../use-brand-id';
import { brandReturnsKey, decideReturn, getBrandReturns } from './api';

/**
 * The brand's returns to handle, on its orders page (decision 026). Marking goods received
 * records a refund: every figure of the brand's dashboard is read again.
 */
export function BrandReturns({ brandId }: { brandId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <ReturnsDesk
      title={t('returnsDesk.brandTitle')}
      intro={t('returnsDesk.brandIntro')}
      showBrand={false}
      source={{
        queryKey: brandReturnsKey(brandId),
        fetchPage: (filters, signal) => getBrandReturns(brandId, filters, signal),
        decide: decideReturn,
        onChanged: () => void queryClient.invalidateQueries({ queryKey: brandKeys.all(brandId) }),
      }}
    />
  );
}
