import { Link, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { EmptyState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { Checkout } from '../checkout/Checkout';
import { targetFromQuery } from '../model/purchase';
import '../buy.css';

/** `/buy?package_id=…[&event_id=…]`, `/buy?subscription_id=…`, with an optional promo `code`. */
export function BuyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const target = targetFromQuery(search);
  return (
    <PageLayout title={t('routes.buy')} description={t('pages.buy')}>
      {target ? (
        <Checkout key={search.toString()} target={target} initialCode={search.get('code') ?? ''} />
      ) : (
        <EmptyState
          action={
            <Link className="button button--primary button--small" to="/packages">
              {t('buy.browsePasses')}
            </Link>
          }
        >
          {t('buy.nothingSelected')}
        </EmptyState>
      )}
    </PageLayout>
  );
}
