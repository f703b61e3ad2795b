import { zodResolver } from '@hookform/resolvers/zod';
import { AdminChannel } from '@ott/contracts/admin-channels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConfirm } from '../../components/confirm';
import { Form, FormError } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/toast';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { api, isApiError } from '../../lib/api';
import { useConsoleChannel } from '../../lib/console-channel';
import { refreshMe } from '../../lib/session';
import { AnalyticsFields } from './analytics-fields';
import { applyChannelErrors, ChannelFields, ChannelSettingsForm } from './channel-form';

type Input = z.input<typeof ChannelSettingsForm>;
type Output = z.output<typeof ChannelSettingsForm>;

const toForm = (channel: AdminChannel): Input => ({
  name: channel.name,
  hostnames: channel.hostnames.join('\n'),
  language: channel.language,
  currency: channel.currency,
  time_zone: channel.time_zone,
  analytics: { key: channel.analytics.key ?? '', google_tag_id: channel.analytics.google_tag_id ?? '', exempt: channel.analytics.exempt },
});

/** `/admin/channels/:channelKey/settings` (admins): the channel's name, hostnames, language, currency, time zone and analytics; archive or restore. */
export function ChannelSettings() {
  const { t } = useTranslation('channels');
  const { key } = useConsoleChannel();
  const client = useQueryClient();
  const confirm = useConfirm();
  const queryKey = ['channels', key, 'settings'];
  const channel = useQuery({ queryKey, queryFn: () => api.get(`/channels/${key}`, AdminChannel) });
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(ChannelSettingsForm) });
  const { reset } = form;
  useEffect(() => {
    if (channel.data) reset(toForm(channel.data));
  }, [channel.data, reset]);
  useUnsavedChangesGuard(form.formState.isDirty);

  async function save(body: Partial<Output> & { archived?: boolean }, message: string) {
    const saved = await api.patch<AdminChannel>(`/channels/${key}`, body);
    client.setQueryData(queryKey, saved);
    await refreshMe(client);
    toast.success(message);
  }

  if (channel.isPending) return <p className="muted">{t('loading')}</p>;
  if (channel.isError) return <p role="alert">{isApiError(channel.error) ? channel.error.message : t('error')}</p>;
  const archived = channel.data.archived;
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        description={archived ? t('settings.archivedNote') : t('settings.intro')}
        actions={
          <button
            type="button"
            className={`button ${archived ? 'button--secondary' : 'button--danger'}`}
            onClick={async () => {
              if (!archived && !(await confirm({ title: t('settings.archiveTitle'), message: t('settings.archiveBody'), confirmLabel: t('settings.archive'), danger: true }))) return;
              try {
                await save({ archived: !archived }, archived ? t('settings.restored') : t('settings.archived'));
              } catch (error) {
                toast.error(isApiError(error) ? error.message : t('error'));
              }
            }}
          >
            {archived ? t('settings.restore') : t('settings.archive')}
          </button>
        }
      />
      <section className="panel">
        <Form
          form={form}
          onSubmit={async (values) => {
            try {
              await save(values, t('settings.saved'));
            } catch (error) {
              if (!applyChannelErrors(form, error)) toast.error(t('error'));
            }
          }}
        >
          <FormError />
          <ChannelFields withKey={false} />
          <AnalyticsFields />
          <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
            {t('settings.save')}
          </button>
        </Form>
      </section>
    </>
  );
}
