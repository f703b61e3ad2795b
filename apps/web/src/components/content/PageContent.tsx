import type { Page } from '@ott/contracts/channel';
import { useTranslation } from '../../lib/i18n-react';
import { api } from '../../lib/api';
import { useApiData } from '../../lib/use-api-data';
import { Markdown } from '../ui/Markdown';
import { Spinner } from '../ui/Spinner';

/** A channel page's Markdown content, fetched from /api/pages/{alias}. */
export function PageContent({ alias }: { alias: string }) {
  const { t } = useTranslation();
  const { data, error, loading } = useApiData<Page>(`page:${alias}`, (signal) =>
    api.get<Page>(`/pages/${encodeURIComponent(alias)}`, undefined, { signal }),
  );
  if (loading) return <Spinner label={t('content.loading')} />;
  if (error || !data) return <p className="notice">{t('content.unavailable')}</p>;
  return (
    <article className="card card--padded">
      <Markdown source={data.content} />
    </article>
  );
}

/** `/privacy_policy` → `privacy_policy`: a page's alias is its url without the leading slash. */
export function pageAliasFromUrl(url: string): string {
  return url.replace(/^\/+/, '').replace(/\/+$/, '');
}
