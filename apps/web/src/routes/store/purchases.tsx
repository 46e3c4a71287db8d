import { isCustomer } from '@vmu/domain';
import { PurchasesScreen } from '@/features/store/components/purchases-screen';
import { useViewer } from '@/features/viewer/api/get-viewer';

/**
 * /store/purchases: a signed-in account's purchases (decision 0038); its guard waited for the
 * viewer.
 */
export function Component() {
  const { data: viewer } = useViewer();
  return <PurchasesScreen isStoreAccount={!!viewer && isCustomer(viewer)} />;
}
