import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { z } from 'zod';
import { Form, FormError } from '@ott/client/forms';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { createChannel } from '../api';
import { refreshMe, useMe } from '../../../lib/session';
import { useSuggestedValue } from '../../../components/suggested-value';
import { applyChannelErrors, ChannelFields, NewChannelForm, suggestChannelKey } from '../components/channel-form';

type Input = z.input<typeof NewChannelForm>;
type Output = z.output<typeof NewChannelForm>;

/** `/admin/channels/new` (owners): a channel answers on its hostnames as soon as it is created. */
export function NewChannel() {
  const { t } = useTranslation('channels');
  const client = useQueryClient();
  const { data: me } = useMe();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(NewChannelForm),
    defaultValues: { name: '', channel_key: '', hostnames: '', language: 'en', currency: 'USD', time_zone: 'America/Toronto' },
  });
  // The key follows the name until the operator types one.
  useSuggestedValue(form, 'name', 'channel_key', suggestChannelKey);
  // Opened once created, when the guard no longer holds the form as unsaved.
  const [created, setCreated] = useState<string | null>(null);
  useUnsavedChangesGuard(form.formState.isDirty && created === null);
  if (created) return <Navigate to={`/channels/${created}`} />;
  if (me && !me.is_owner) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader title={t('new.title')} description={t('new.intro')} />
      <section className="panel">
        <Form
          form={form}
          onSubmit={async (values) => {
            try {
              const channel = await createChannel(values);
              await refreshMe(client);
              toast.success(t('new.created', { name: channel.name }));
              setCreated(channel.channel_key);
            } catch (error) {
              if (!applyChannelErrors(form, error)) toast.error(t('error'));
            }
          }}
        >
          <FormError />
          <ChannelFields withKey />
          <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
            {t('new.submit')}
          </button>
        </Form>
      </section>
    </>
  );
}
