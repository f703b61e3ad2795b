import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../components/Dialog';
import { Form, FormError, applyServerErrors } from '@ott/client/forms';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { type ContentArea, listQuery, useContentMutations } from '../api';
import { ListState } from './ListState';
import { SortableList } from './SortableList';
import '../content.css';

export interface CollectionScreenProps<T extends { id: number }, Values extends FieldValues> {
  area: ContentArea;
  /** Keys in the `content` namespace: `<prefix>.title`, `.description`, `.add`, `.empty`, `.list`, `.new`, `.edit`, `.saved`, `.deleted`, `.deleteTitle`. */
  prefix: string;
  sortable?: boolean;
  nameOf: (item: T) => string;
  renderSummary: (item: T) => ReactNode;
  schema: z.ZodType<unknown, Values>;
  emptyValues: Values;
  valuesOf: (item: T) => Values;
  /** The form's fields (inside the form's context). */
  fields: ReactNode;
}

/**
 * One kind of short content (menu entries, FAQ, slides, blocks, locations): the whole list, in the operator's order
 * where it has one, with add, edit (in a dialog) and delete (after a confirmation). Editors change it; other roles read.
 */
export function CollectionScreen<T extends { id: number }, Values extends FieldValues>(props: CollectionScreenProps<T, Values>) {
  const { area, prefix, sortable = false, nameOf, renderSummary } = props;
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const confirm = useConfirm();
  const list = useQuery(listQuery<T>(channel.key, area));
  const { save, remove, reorder } = useContentMutations<T, unknown>(channel.key, area);
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);

  async function deleteItem(item: T) {
    const confirmed = await confirm({ title: t(`${prefix}.deleteTitle`), message: t('common.deleteMessage', { name: nameOf(item) }), confirmLabel: t('common.delete'), danger: true });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(t(`${prefix}.deleted`, { name: nameOf(item) }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  function saveOrder(ids: number[]) {
    reorder.mutate(ids, {
      onSuccess: () => toast.success(t('sort.saved')),
      onError: (error) => toast.error(isApiError(error) ? error.message : t('common.failed')),
    });
  }

  const actions = (item: T) =>
    canEdit ? (
      <div className="content-row__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => setEditing({ item })} aria-label={t('common.editNamed', { name: nameOf(item) })}>
          {t('common.edit')}
        </button>
        <button type="button" className="button button--ghost button--small content-row__delete" onClick={() => void deleteItem(item)} aria-label={t('common.deleteNamed', { name: nameOf(item) })}>
          {t('common.delete')}
        </button>
      </div>
    ) : null;
  const row = (item: T) => (
    <div className="content-row">
      <div className="content-row__summary">{renderSummary(item)}</div>
      {actions(item)}
    </div>
  );

  const items = list.data ?? [];
  return (
    <>
      <PageHeader
        title={t(`${prefix}.title`)}
        description={t(`${prefix}.description`)}
        actions={
          canEdit ? (
            <button type="button" className="button button--primary" onClick={() => setEditing({ item: null })}>
              {t(`${prefix}.add`)}
            </button>
          ) : null
        }
      />
      <ListState query={list} empty={t(`${prefix}.empty`)}>
        {sortable ? (
          <>
            {canEdit && items.length > 1 ? <p className="muted content-hint">{t('sort.hint')}</p> : null}
            <SortableList items={items} label={t(`${prefix}.list`)} nameOf={nameOf} renderItem={row} onReorder={saveOrder} disabled={!canEdit || reorder.isPending} />
          </>
        ) : (
          <ul className="content-list" aria-label={t(`${prefix}.list`)}>
            {items.map((item) => (
              <li key={item.id} className="content-list__item">
                {row(item)}
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {editing ? (
        <ItemDialog
          {...props}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            const saved = await save.mutateAsync({ id: editing.item?.id, body });
            toast.success(t(`${prefix}.saved`, { name: nameOf(saved) }));
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The add/edit form in a dialog; closing it with unsaved changes asks first. */
function ItemDialog<T extends { id: number }, Values extends FieldValues>({
  item,
  prefix,
  schema,
  emptyValues,
  valuesOf,
  fields,
  onClose,
  onSave,
}: CollectionScreenProps<T, Values> & { item: T | null; onClose: () => void; onSave: (body: unknown) => Promise<void> }) {
  const { t } = useTranslation('content');
  const confirm = useConfirm();
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: (item ? valuesOf(item) : emptyValues) as DefaultValues<Values>,
  });
  const { isDirty, isSubmitting } = form.formState;

  async function close() {
    if (isDirty && !(await confirm({ title: t('common.discardTitle'), message: t('common.discardMessage'), confirmLabel: t('common.discard'), cancelLabel: t('common.keepEditing'), danger: true }))) return;
    onClose();
  }

  return (
    <Dialog open title={t(item ? `${prefix}.edit` : `${prefix}.new`)} onClose={() => void close()}>
      <Form
        form={form}
        className="form content-form"
        onSubmit={async (values) => {
          try {
            await onSave(values);
          } catch (error) {
            if (!applyServerErrors(form, error)) throw error;
            toast.error(isApiError(error) ? error.message : t('common.failed'));
          }
        }}
      >
        {fields}
        <FormError />
        <div className="button-row content-form__actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {t('common.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void close()}>
            {t('common.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
