import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminChannel } from '@ott/contracts/admin-channels';
import { ServerMessages } from '@ott/contracts/server-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConfirm } from '../../../components/confirm';
import { Form, FormError } from '@ott/client/forms';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api';
import { channelQuery, updateChannel } from '../api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { refreshMe, useMe } from '../../../lib/session';
import { AnalyticsFields } from '../components/analytics-fields';
import { applyChannelErrors, ChannelFields, ChannelSettingsForm } from '../components/channel-form';
import { StreamLimitPanel } from '../components/StreamLimitPanel';

type Input = z.input<typeof ChannelSettingsForm>;
type Output = z.output<typeof ChannelSettingsForm>;

const toForm = (channel: AdminChannel): Input => ({
  name: channel.name,
  hostnames: channel.hostnames.join('\n'),
  language: channel.language,
  currency: channel.currency,
  time_zone: channel.time_zone,
  single_language: channel.single_language,
  analytics: { key: channel.analytics.key ?? '', google_tag_id: channel.analytics.google_tag_id ?? '', exempt: channel.analytics.exempt },
});

/** `/admin/channels/:channelKey/settings` (admins): the channel's name, hostnames, language, currency, time zone and analytics; archive or restore. */
export function ChannelSettings() {
  const { t } = useTranslation('channels');
  const { key } = useConsoleChannel();
  const channel = useQuery(channelQuery(key));
  if (channel.isPending) return <p className="muted">{t('loading')}</p>;
  if (channel.isError) return <p role="alert">{isApiError(channel.error) ? channel.error.message : t('error')}</p>;
  return <SettingsForm channel={channel.data} />;
}

/** Mounted once the channel is loaded, so its fields never show empty before the saved values arrive. */
function SettingsForm({ channel }: { channel: AdminChannel }) {
  const { t } = useTranslation('channels');
  const client = useQueryClient();
  const confirm = useConfirm();
  const { queryKey } = channelQuery(channel.channel_key);
  // `values` seeds the form on mount and follows a refetched channel afterwards.
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(ChannelSettingsForm), values: toForm(channel) });
  useUnsavedChangesGuard(form.formState.isDirty);
  const isOwner = useMe().data?.is_owner ?? false;

  async function save(body: Partial<Output> & { archived?: boolean }, message: string) {
    const saved = await updateChannel(channel.channel_key, body);
    client.setQueryData(queryKey, saved);
    await refreshMe(client);
    toast.success(message);
  }

  const archived = channel.archived;
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
            // Only an owner adds a hostname (an admin removes them): said at once rather than after the server's refusal.
            const known = new Set(channel.hostnames.map((hostname) => hostname.toLowerCase()));
            if (!isOwner && (values.hostnames ?? []).some((hostname) => !known.has(hostname.toLowerCase()))) {
              form.setError('hostnames', { type: 'server', message: ServerMessages.ONLY_OWNER_MAY_ADD_HOSTNAME }, { shouldFocus: true });
              return;
            }
            try {
              await save(values, t('settings.saved'));
            } catch (error) {
              if (!applyChannelErrors(form, error)) toast.error(t('error'));
            }
          }}
        >
          <FormError />
          <ChannelFields withKey={false} channelZone={channel.time_zone} mayAddHostnames={isOwner} />
          <AnalyticsFields />
          <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
            {t('settings.save')}
          </button>
        </Form>
      </section>
      <StreamLimitPanel channelKey={channel.channel_key} />
    </>
  );
}
