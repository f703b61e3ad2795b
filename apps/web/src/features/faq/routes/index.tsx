import { useTranslation } from '../../../lib/i18n-react';
import { PageContent } from '../../../components/content/PageContent';
import { PageLayout } from '../../../components/ui/PageLayout';
import { useChannel } from '../../../lib/channel-context';
import { byWeightDesc } from '../../../lib/sort';
import { useRouteHandle, useRouteTitle } from '../../../lib/route-handle';
import { FaqAccordion } from '../components/FaqAccordion';

export function FaqPage() {
  const { t } = useTranslation();
  const entries = [...useChannel().bootstrap.faq].sort(byWeightDesc);
  return (
    <PageLayout title={t('routes.faq')} width="narrow">
      {entries.length ? <FaqAccordion entries={entries} /> : <p className="notice">{t('faq.empty')}</p>}
    </PageLayout>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  const { pageAlias = 'about' } = useRouteHandle();
  return (
    <PageLayout title={t('routes.about')} description={t('pages.about')} width="narrow">
      <PageContent alias={pageAlias} />
    </PageLayout>
  );
}

/** Privacy policy and terms: the channel's page of the same alias. */
export function LegalPage() {
  const { t } = useTranslation();
  const title = useRouteTitle() ?? '';
  const { pageAlias } = useRouteHandle();
  return (
    <PageLayout title={title} description={t('pages.legal')} width="narrow">
      {pageAlias ? <PageContent alias={pageAlias} /> : null}
    </PageLayout>
  );
}
