import { useTranslation } from '../../../lib/i18n-react';
import { useParams } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { useChannel } from '../../../lib/channel-context';
import { byWeightDesc } from '../../../lib/sort';
import { PassCard } from '../components/PassCard';

export function PackagesPage() {
  const { t } = useTranslation();
  const { packages, subscriptions } = useChannel().bootstrap;
  // Spec §9: pass lists sort by weight, descending.
  const passes = [...subscriptions, ...packages].sort(byWeightDesc);
  return (
    <PageLayout title={t('routes.packages')} description={t('pages.packages')}>
      {passes.length ? (
        <div className="grid grid--cards">
          {passes.map((pass) => (
            <PassCard key={`${pass.type}-${pass.id}`} pass={pass} />
          ))}
        </div>
      ) : (
        <p className="notice">{t('passes.empty')}</p>
      )}
    </PageLayout>
  );
}

export function SelectPackagePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { packages, subscriptions } = useChannel().bootstrap;
  const pass = [...packages, ...subscriptions].find((candidate) => String(candidate.id) === id);
  return (
    <PageLayout title={t('routes.selectPackage')} description={t('pages.selectPackage')}>
      {pass ? (
        <div className="grid grid--cards">
          <PassCard pass={pass} />
        </div>
      ) : (
        <p className="notice">{t('passes.invalidId')}</p>
      )}
    </PageLayout>
  );
}

export function BuyPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('routes.buy')} description={t('pages.buy')} width="narrow" />;
}
