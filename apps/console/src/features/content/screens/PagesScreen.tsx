import type { AdminPage } from '@ott/contracts/admin-content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { listQuery, useContentMutations } from '../api';
import { ListState } from '../components/ListState';
import '../content.css';

/** The channel's pages: the about and legal pages the app shows at their screens, and custom pages at their own paths. */
export function PagesScreen() {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const confirm = useConfirm();
  const pages = useQuery(listQuery<AdminPage>(channel.key, 'pages'));
  const { remove } = useContentMutations<AdminPage, unknown>(channel.key, 'pages');

  async function deletePage(page: AdminPage) {
    if (!(await confirm({ title: t('pages.deleteTitle'), message: t('common.deleteMessage', { name: page.name }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await remove.mutateAsync(page.id);
      toast.success(t('pages.deleted', { name: page.name }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  const sorted = [...(pages.data ?? [])].sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'legal' ? -1 : 1));
  return (
    <>
      <PageHeader
        title={t('pages.title')}
        description={t('pages.description')}
        actions={
          canEdit ? (
            <Link to="new" className="button button--primary">
              {t('pages.add')}
            </Link>
          ) : null
        }
      />
      <ListState query={pages} empty={t('pages.empty')}>
        <ScrollRegion label={t('pages.list')} className="content-table__scroll">
          <table className="table content-table">
            <caption className="visually-hidden">{t('pages.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pages.fields.name')}</th>
                <th scope="col">{t('pages.fields.url')}</th>
                <th scope="col">{t('pages.kind')}</th>
                <th scope="col">{t('pages.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((page) => (
                <tr key={page.id}>
                  <td>
                    <Link to={String(page.id)} className="content-table__name">
                      {page.name}
                    </Link>
                  </td>
                  <td>
                    <code>{page.url}</code>
                  </td>
                  <td>{t(`pages.kinds.${page.kind}`)}</td>
                  <td>
                    <span className={`badge${page.published ? ' badge--success' : ''}`}>{t(page.published ? 'pages.published' : 'pages.draft')}</span>
                  </td>
                  <td className="content-table__actions">
                    {canEdit && page.kind === 'custom' ? (
                      <button type="button" className="button button--ghost button--small content-row__delete" onClick={() => void deletePage(page)} aria-label={t('common.deleteNamed', { name: page.name })}>
                        {t('common.delete')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </ListState>
    </>
  );
}
