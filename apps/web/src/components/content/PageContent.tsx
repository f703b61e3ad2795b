import { page } from '@ott/contracts/endpoints/viewer/channel';
import { useTranslation } from '../../lib/i18n-react';
import { call } from '../../lib/api-call';
import { useApiData } from '../../lib/use-api-data';
import { Markdown } from '../ui/Markdown';
import { Spinner } from '../ui/Spinner';

/** A channel page's Markdown content, fetched from /api/pages/{alias}. */
export function PageContent({ alias }: { alias: string }) {
  const { t } = useTranslation();
  const { data, error, loading } = useApiData(`page:${alias}`, (signal) => call(page, { params: { alias }, signal }));
  if (loading) return <Spinner label={t('content.loading')} />;
  if (error || !data) return <p className="notice">{t('content.unavailable')}</p>;
  return (
    <article className="card card--padded">
      <Markdown source={data.content} />
    </article>
  );
}
