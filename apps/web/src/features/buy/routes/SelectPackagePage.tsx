import type { CouponPreview, Pass } from '@ott/contracts/commerce';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessages';
import { isNotFound } from '../../../lib/api-client';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import { usePackage } from '../api/passes';
import { CompareList } from '../components/CompareList';
import { CoveredList } from '../components/CoveredList';
import { coverageOf } from '../components/pass-coverage';
import { PassCard } from '../components/PassCard';
import { PromoCode } from '../components/PromoCode';
import '../buy.css';

/** Where "Continue" leads: checkout with the package and the accepted promo code. */
export function checkoutLink(packageId: number, code: string | undefined): string {
  const query = new URLSearchParams({ package_id: String(packageId) });
  if (code) query.set('code', code);
  return `/buy?${query.toString()}`;
}

/** `/select-package/{id}`: the package, what it covers, a promo code, then checkout. */
export function SelectPackagePage() {
  const { t } = useTranslation();
  // The route's loader lets numeric ids only.
  const id = Number(useParams().id);
  const { data: pass, error, reload } = usePackage(id);
  let content;
  if (isNotFound(error)) content = <p className="notice">{t('passes.invalidId')}</p>;
  else if (error) content = <ErrorState message={t('passes.loadFailed')} onRetry={reload} />;
  else if (!pass) content = <Spinner label={t('passes.loading')} />;
  else content = <PackageChoice pass={pass} />;
  return (
    <PageLayout title={t('routes.selectPackage')} description={t('pages.selectPackage')} width="narrow">
      {content}
    </PageLayout>
  );
}

function PackageChoice({ pass }: { pass: Pass }) {
  const { t } = useTranslation();
  const user = useUser();
  const categories = useChannel().bootstrap.event_categories;
  const [coupon, setCoupon] = useState<CouponPreview | null>(null);
  return (
    <div className="stack stack--large">
      {pass.event_id !== null ? <CompareList eventId={pass.event_id} selectedId={pass.id} /> : null}
      <PassCard pass={pass} coverage={coverageOf(pass, categories, [])} showBuy={false} />
      <CoveredList pass={pass} />
      {pass.purchased ? (
        <p className="notice">{t('passes.alreadyOwned')}</p>
      ) : (
        <section className="card card--padded checkout-step">
          <PromoCode packageId={pass.id} onApplied={setCoupon} />
          <p className="checkout-step__terms">{t('passes.salesFinal')}</p>
          {user ? (
            <Link className="button button--primary" to={checkoutLink(pass.id, coupon?.code)}>
              {t('passes.continue')}
            </Link>
          ) : (
            // The navigation guard remembered this page: login comes back here.
            <Link className="button button--primary" to="/login">
              {t('passes.signInToContinue')}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}
