import { zodResolver } from '@hookform/resolvers/zod';
import type { ChannelDocument, ChannelImportResult } from '@ott/contracts/admin-channel-transfer';
import { AdminChannelKey, AdminHostname } from '@ott/contracts/admin-channels';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FilePicker } from '../../../components/FilePicker';
import { PageHeader } from '../../../components/PageHeader';
import { Form, FormError, TextField, applyServerErrors } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { apiUrl, isApiError } from '../../../lib/api';
import { importChannel } from '../api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { refreshMe } from '../../../lib/session';
import { type DocumentProblem, readChannelDocument, splitImportErrors } from '../import-file';
import '../transfer.css';

const ImportForm = z.object({
  channel_key: AdminChannelKey,
  hostname: z.union([z.literal(''), AdminHostname]),
  name: z.string().trim().max(120, 'Field length must be less than 120'),
});
type ImportForm = z.infer<typeof ImportForm>;

/** Problems shown at most: a badly broken file can have thousands. */
const SHOWN_PROBLEMS = 20;

/** Export this channel as a JSON file; owners also make a new channel from such a file. */
export function TransferScreen() {
  const { t } = useTranslation('transfer');
  const channel = useConsoleChannel();
  return (
    <>
      <PageHeader title={t('title')} description={t('description', { channel: channel.name })} />
      <section className="card transfer-section" aria-labelledby="transfer-export">
        <h2 id="transfer-export">{t('export.title')}</h2>
        <p>{t('export.intro')}</p>
        <a className="button button--primary" href={apiUrl(`/channels/${channel.key}/export`)} download={`${channel.key}-channel.json`}>
          {t('export.download')}
        </a>
      </section>
      {channel.can('owner') ? <ImportSection /> : null}
    </>
  );
}

function ImportSection() {
  const { t } = useTranslation('transfer');
  const client = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<DocumentProblem[]>([]);
  const [imported, setImported] = useState<ChannelImportResult | null>(null);
  const form = useForm<ImportForm>({ resolver: zodResolver(ImportForm), defaultValues: { channel_key: '', hostname: '', name: '' } });

  async function submit(values: ImportForm) {
    setProblems([]);
    setImported(null);
    if (!file) return setFileError(t('import.fileRequired'));
    const read = await readChannelDocument(file);
    if (!read.ok) return setProblems(read.problems);
    try {
      const result = await importChannel(requestOf(values, read.document));
      setImported(result);
      toast.success(t('import.done', { name: result.name }));
      await refreshMe(client);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const { fields, problems: fromServer } = splitImportErrors(error.errors);
      for (const [name, message] of Object.entries(fields)) form.setError(name as keyof ImportForm, { type: 'server', message });
      setProblems(fromServer);
      if (Object.keys(fields).length === 0 && fromServer.length === 0) applyServerErrors(form, error);
    }
  }

  return (
    <section className="card transfer-section" aria-labelledby="transfer-import">
      <h2 id="transfer-import">{t('import.title')}</h2>
      <p>{t('import.intro')}</p>
      <Form form={form} onSubmit={submit}>
        <div className={`field${fileError ? ' field--invalid' : ''}`}>
          <label htmlFor={fileId} className="field__label">
            {t('import.file')}
          </label>
          <FilePicker
            id={fileId}
            accept="application/json,.json"
            chosen={file?.name ?? null}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
              setProblems([]);
            }}
          />
          {fileError ? (
            <p id={`${fileId}-error`} className="field__error">
              {fileError}
            </p>
          ) : null}
        </div>
        <TextField name="channel_key" label={t('import.key')} hint={t('import.keyHint')} required autoComplete="off" />
        <TextField name="hostname" label={t('import.hostname')} hint={t('import.hostnameHint')} autoComplete="off" />
        <TextField name="name" label={t('import.name')} hint={t('import.nameHint')} autoComplete="off" />
        <FormError />
        {problems.length > 0 ? <Problems problems={problems} /> : null}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('import.importing') : t('import.submit')}
          </button>
        </div>
      </Form>
      {imported ? (
        <p className="transfer-done" role="status">
          {t('import.made', { name: imported.name, events: imported.counts.events ?? 0, pages: imported.counts.pages ?? 0, passes: imported.counts.passes ?? 0 })}{' '}
          <Link to={`/channels/${imported.channel_key}`}>{t('import.open')}</Link>
        </p>
      ) : null}
    </section>
  );
}

function requestOf(values: ImportForm, document: ChannelDocument) {
  return { channel_key: values.channel_key, hostnames: values.hostname ? [values.hostname] : [], ...(values.name ? { name: values.name } : {}), document };
}

function Problems({ problems }: { problems: DocumentProblem[] }) {
  const { t } = useTranslation('transfer');
  return (
    <div className="transfer-problems" role="alert">
      <p>{t('import.problems', { count: problems.length })}</p>
      <ul>
        {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            <code>{problem.path || t('import.wholeFile')}</code> {problem.message}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN_PROBLEMS ? <p>{t('import.moreProblems', { count: problems.length - SHOWN_PROBLEMS })}</p> : null}
    </div>
  );
}
