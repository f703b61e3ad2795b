import { PageLayout } from '../../../components/ui/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { usePasses } from '../api/passes';
import { coverageOf } from '../components/pass-coverage';
import { PassCard } from '../components/PassCard';
import '../buy.css';

/** `/packages` and `/passes`: every subscription and package on sale, heaviest first. */
export function PackagesPage() {
  const { t } = useTranslation();
  const categories = useChannel().bootstrap.event_categories;
  const { data: passes, error, reload } = usePasses();
  let content;
  if (error) content = <ErrorState message={t('passes.loadFailed')} onRetry={reload} />;
  else if (!passes) content = <Spinner label={t('passes.loading')} />;
  else if (!passes.length) content = <EmptyState>{t('passes.empty')}</EmptyState>;
  else
    content = (
      <div className="pass-grid">
        {passes.map((pass) => (
          <PassCard key={`${pass.type}-${pass.id}`} pass={pass} coverage={coverageOf(pass, categories, passes)} />
        ))}
      </div>
    );
  return (
    <PageLayout title={t('routes.packages')} description={t('pages.packages')}>
      {content}
    </PageLayout>
  );
}
