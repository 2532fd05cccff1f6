import { useQueryClient } from '@tanstack/react-query';
import { ReturnsDesk } from '../../../../components/returns-desk';
import { useT } from '../../../../lib/language';
import { adminOrderKeys } from '../api/keys';
import { adminReturnsKey, decideReturn, getAdminReturns } from './api';

/**
 * Every return of the marketplace on the admin's orders page (decision 026); the admin may act
 * for a brand too. A received return records a refund: the orders list is read again.
 */
export function AdminReturns() {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <ReturnsDesk
      title={t('returnsDesk.adminTitle')}
      intro={t('returnsDesk.adminIntro')}
      showBrand
      source={{
        queryKey: adminReturnsKey,
        fetchPage: getAdminReturns,
        decide: decideReturn,
        onChanged: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
      }}
    />
  );
}
