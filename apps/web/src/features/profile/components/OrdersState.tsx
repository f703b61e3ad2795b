import type { Order } from '@ott/contracts/commerce';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { useOrders } from '../api/orders';

/** Loading and error states shared by the order tabs; `children` renders the loaded list (and may ask for it again). */
export function OrdersState({ children }: { children: (orders: Order[], reload: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const { data, error, reload } = useOrders();
  if (error) return <ErrorState message={t('profile.orders.loadFailed')} onRetry={reload} />;
  if (!data) return <Spinner label={t('profile.orders.loading')} />;
  return children(data, reload);
}
