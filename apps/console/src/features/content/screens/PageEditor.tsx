import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPageInput, type AdminPage, type AdminPageForm, pagePathProblem } from '@ott/contracts/admin-content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { slugOf, useSuggestedValue } from '../../../components/suggested-value';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { CheckboxField, Form, FormError, TextField, applyServerErrors } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { itemQuery, useContentMutations } from '../api';
import { QueryState } from '../components/ListState';
import '../content.css';

/** The form checks a path against the app's screens before asking the server (which also knows the channel's extra routes and pages). */
const PageSchema = AdminPageInput.superRefine((value, context) => {
  const problem = pagePathProblem(value.url);
  if (problem) context.addIssue({ code: 'custom', path: ['url'], message: problem });
});

/** A new page's path, suggested from its title: `/` and one word of lower-case ASCII, digits and dashes. */
export const suggestPagePath = (title: string) => `/${slugOf(title, 100)}`;

const EMPTY: AdminPageForm = { name: '', url: '/', content: '', published: true };

/** A page's title, path, Markdown (with a preview) and whether viewers see it yet. */
export function PageEditor() {
  const { pageId } = useParams();
  const channel = useConsoleChannel();
  const id = pageId === undefined ? null : Number(pageId);
  const page = useQuery({ ...itemQuery<AdminPage>(channel.key, 'pages', id ?? 0), enabled: id !== null });
  if (id === null) return <PageEditorForm page={null} />;
  return <QueryState query={page}>{page.data ? <PageEditorForm key={page.data.id} page={page.data} /> : null}</QueryState>;
}

function PageEditorForm({ page }: { page: AdminPage | null }) {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { save, remove } = useContentMutations<AdminPage, AdminPageForm>(channel.key, 'pages');
  const form = useForm<AdminPageForm>({
    resolver: zodResolver(PageSchema) as unknown as Resolver<AdminPageForm>,
    defaultValues: page ? { name: page.name, url: page.url, content: page.content, published: page.published } : EMPTY,
  });
  // A new page's path follows its title until the operator types one.
  useSuggestedValue(form, 'name', 'url', suggestPagePath, page === null);
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  useUnsavedChangesGuard(isDirty && !isSubmitSuccessful);
  const legal = page !== null && page.kind === 'legal';
  // Where to go once the saved (or deleted) page's form is clean again, so the unsaved-changes guard lets it go.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo !== null && !isDirty) void navigate(leaveTo, { relative: 'path', replace: true });
  }, [leaveTo, isDirty, navigate]);

  async function submit(values: AdminPageForm) {
    try {
      const saved = await save.mutateAsync({ id: page?.id, body: values });
      form.reset({ name: saved.name, url: saved.url, content: saved.content, published: saved.published });
      toast.success(t('pages.saved', { name: saved.name }));
      if (!page) setLeaveTo(`../${saved.id}`);
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  async function deletePage() {
    if (!page) return;
    if (!(await confirm({ title: t('pages.deleteTitle'), message: t('common.deleteMessage', { name: page.name }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await remove.mutateAsync(page.id);
      form.reset(form.getValues());
      toast.success(t('pages.deleted', { name: page.name }));
      setLeaveTo('..');
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  return (
    <>
      <PageHeader
        title={page ? page.name : t('pages.new')}
        description={legal ? t('pages.legalHint', { url: page.url }) : t('pages.editorDescription')}
        actions={
          page && canEdit && !legal ? (
            <button type="button" className="button button--ghost content-row__delete" onClick={() => void deletePage()}>
              {t('common.delete')}
            </button>
          ) : null
        }
      />
      <Form form={form} onSubmit={submit} className="form content-page-form">
        <fieldset disabled={!canEdit} className="content-page-form__fields">
          <div className="content-page-form__row">
            <TextField name="name" label={t('pages.fields.name')} required maxLength={200} />
            <TextField
              name="url"
              label={t('pages.fields.url')}
              hint={legal ? t('pages.fields.urlLegal') : t('pages.fields.urlHint')}
              required
              maxLength={101}
              spellCheck={false}
              readOnly={legal}
            />
          </div>
          <CheckboxField name="published" label={t('pages.fields.published')} hint={t('pages.fields.publishedHint')} />
          <MarkdownEditor name="content" label={t('pages.fields.content')} rows={18} hint={t('common.markdownHint')} />
        </fieldset>
        <FormError />
        {canEdit ? (
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {page ? t('common.save') : t('pages.create')}
            </button>
          </div>
        ) : null}
      </Form>
    </>
  );
}
