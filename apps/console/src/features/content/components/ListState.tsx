import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';

/** A query's loading and error (with a retry) states; `children` once it has answered. */
export function QueryState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const { t } = useTranslation('content');
  if (query.isPending) {
    return (
      <p className="content-state" role="status">
        <span className="content-spinner" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="notice notice--warning content-state" role="alert">
        <p>{isApiError(query.error) ? query.error.message : t('common.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}

/** A list's loading, error and empty states; the list itself once it has items. */
export function ListState({ query, empty, children }: { query: UseQueryResult<unknown[]>; empty: string; children: ReactNode }) {
  return <QueryState query={query}>{query.data?.length === 0 ? <p className="empty-state">{empty}</p> : children}</QueryState>;
}
