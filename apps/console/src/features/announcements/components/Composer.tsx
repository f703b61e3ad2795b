import { zodResolver } from '@hookform/resolvers/zod';
import { AdminAnnouncementInput, type AdminAnnouncement, type AdminAnnouncementForm } from '@ott/contracts/admin-announcements';
import { Form, FormError, TextField, applyServerErrors } from '@ott/client/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { audiencesQuery, useAnnouncementActions } from '../api';
import { EmailPreview } from './EmailPreview';
import { SegmentPicker } from './SegmentPicker';
import { audienceCount, segmentLabel, segmentName } from './segment-label';

const EMPTY: AdminAnnouncementForm = { subject: '', body: '', segment: 'all', segment_id: null };
const formOf = (item: AdminAnnouncement): AdminAnnouncementForm => ({ subject: item.subject, body: item.body, segment: item.segment, segment_id: item.segment_id });

/** A draft: subject, Markdown body, recipients with their count, the live email preview; save, test to oneself, send after a confirmation naming the count. */
export function Composer({ announcement }: { announcement: AdminAnnouncement | null }) {
  const { t } = useTranslation('announcements');
  const channel = useConsoleChannel();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const actions = useAnnouncementActions(channel.key);
  const audiences = useQuery(audiencesQuery(channel.key));
  const form = useForm<AdminAnnouncementForm>({
    resolver: zodResolver(AdminAnnouncementInput) as unknown as Resolver<AdminAnnouncementForm>,
    defaultValues: announcement ? formOf(announcement) : EMPTY,
  });
  const [current, setCurrent] = useState(announcement);
  const [busy, setBusy] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo !== null && !form.formState.isDirty) void navigate(leaveTo, { relative: 'path', replace: true });
  }, [leaveTo, form.formState.isDirty, navigate]);
  const [subject = '', body = '', segment = 'all', segmentId] = useWatch({ control: form.control, name: ['subject', 'body', 'segment', 'segment_id'] });
  const count = audiences.data ? audienceCount(audiences.data, segment, segmentId) : null;

  /** The draft as the form shows it, saved first when new or changed. */
  async function persist(values: AdminAnnouncementForm): Promise<AdminAnnouncement> {
    if (current && !form.formState.isDirty) return current;
    const saved = await actions.save.mutateAsync({ id: current?.id ?? null, body: values });
    form.reset(formOf(saved));
    setCurrent(saved);
    return saved;
  }

  const run = (work: (values: AdminAnnouncementForm) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setBusy(true);
      try {
        await work(values);
      } catch (error) {
        if (!applyServerErrors(form, error)) toast.error(isApiError(error) ? error.message : t('common.failed'));
      } finally {
        setBusy(false);
      }
    });

  const save = run(async (values) => {
    const saved = await persist(values);
    toast.success(t('composer.saved'));
    if (!announcement) setLeaveTo(`../${saved.id}`);
  });

  const sendTest = run(async (values) => {
    const saved = await persist(values);
    const { to } = await actions.test.mutateAsync(saved.id);
    toast.success(t('composer.tested', { email: to }));
    if (!announcement) setLeaveTo(`../${saved.id}`);
  });

  const send = run(async (values) => {
    if (!count) return;
    const name = segmentLabel(t, values.segment, segmentName(audiences.data, { segment: values.segment, segment_id: values.segment_id ?? null }));
    const ok = await confirm({
      title: t('composer.confirmTitle'),
      message: t('composer.confirmMessage', { count, subject: values.subject.trim(), segment: name }),
      confirmLabel: t('composer.confirmAction', { count }),
    });
    if (!ok) return;
    const saved = await persist(values);
    await actions.send.mutateAsync(saved.id);
    toast.success(t('composer.started'));
    setLeaveTo(announcement ? '.' : `../${saved.id}`);
  });

  async function remove() {
    if (!current) return;
    if (!(await confirm({ title: t('composer.deleteTitle'), message: t('composer.deleteMessage', { subject: current.subject }), confirmLabel: t('composer.deleteAction'), danger: true }))) return;
    try {
      await actions.remove.mutateAsync(current.id);
      form.reset(form.getValues());
      toast.success(t('composer.deleted'));
      setLeaveTo('..');
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  return (
    <>
      <PageHeader
        title={current ? current.subject : t('composer.new')}
        description={t('composer.description')}
        actions={
          current ? (
            <button type="button" className="button button--ghost" onClick={() => void remove()} disabled={busy}>
              {t('composer.delete')}
            </button>
          ) : null
        }
      />
      <div className="announcement-composer">
        <Form form={form} onSubmit={() => save()} className="form announcement-composer__form">
          <TextField name="subject" label={t('composer.subject')} required maxLength={200} />
          <MarkdownEditor name="body" label={t('composer.body')} rows={12} hint={t('composer.bodyHint')} />
          <SegmentPicker audiences={audiences} />
          <FormError />
          {count === 0 ? <p className="notice notice--warning">{t('composer.noRecipients')}</p> : null}
          <div className="button-row">
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t('composer.save')}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void sendTest()}>
              {t('composer.test')}
            </button>
            <button type="button" className="button button--primary" disabled={busy || !count} onClick={() => void send()}>
              {t('composer.send')}
            </button>
          </div>
        </Form>
        <EmailPreview channelKey={channel.key} subject={subject} body={body} />
      </div>
    </>
  );
}
