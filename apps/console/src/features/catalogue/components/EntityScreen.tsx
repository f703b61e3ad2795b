import { zodResolver } from '@hookform/resolvers/zod';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { Form, FormError, applyServerErrors } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import type { Query } from '../../../lib/api';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { type CatalogueArea, areaKey, areaPage, useCatalogueMutations } from '../api';
import '../catalogue.css';

export interface EntityScreenProps<T extends { id: number }, V extends FieldValues> {
  /** What the row is called in messages; `name` by default. */
  nameOf?: (item: T) => string;
  area: CatalogueArea;
  /** Key prefix in the catalogue namespace: `sports`, `teams`, `schools`. */
  prefix: string;
  columns: ColumnDef<T, unknown>[];
  schema: z.ZodType;
  empty: V;
  valuesOf: (item: T) => V;
  fields: (form: UseFormReturn<V>, editing: T | null) => ReactNode;
  filters?: Query;
  filterSlot?: ReactNode;
  initialSort?: { field: string; direction: 'asc' | 'desc' };
  /** Runs once a row is saved, before the form closes (a new team's logo is sent then); resolves to the row to name. */
  afterSave?: (saved: T, created: boolean) => Promise<T>;
}

/** A catalogue list (server paging, sort, search) with a form above it to create or edit one row, and delete with a confirmation. */
export function EntityScreen<T extends { id: number }, V extends FieldValues>(props: EntityScreenProps<T, V>) {
  const { area, prefix, schema, empty, valuesOf } = props;
  const nameOf = props.nameOf ?? ((item: T) => (item as T & { name: string }).name);
  const { t } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const confirm = useConfirm();
  const { save, remove } = useCatalogueMutations<T, V>(channel.key, area);
  const [editing, setEditing] = useState<T | null | 'new'>(null);
  const form = useForm<V>({ resolver: zodResolver(schema as never) as unknown as Resolver<V>, defaultValues: empty as DefaultValues<V> });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(editing !== null && isDirty);

  function open(item: T | 'new') {
    setEditing(item);
    form.reset(item === 'new' ? empty : valuesOf(item));
  }

  async function submit(values: V) {
    const current = editing === 'new' ? null : editing;
    try {
      const stored = await save.mutateAsync({ id: current?.id, body: values });
      const saved = props.afterSave ? await props.afterSave(stored, current === null) : stored;
      toast.success(t(`${prefix}.saved`, { name: nameOf(saved) }));
      form.reset(empty);
      setEditing(null);
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  async function deleteItem(item: T) {
    if (!(await confirm({ title: t(`${prefix}.deleteTitle`), message: t('common.deleteMessage', { name: nameOf(item) }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(t(`${prefix}.deleted`, { name: nameOf(item) }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  const columns = useMemo<ColumnDef<T, unknown>[]>(
    () => [
      ...props.columns,
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: t('common.actions'),
              cell: ({ row }: { row: { original: T } }) => (
                <span className="catalogue-actions">
                  <button type="button" className="button button--ghost button--small" aria-label={t('common.editNamed', { name: nameOf(row.original) })} onClick={() => open(row.original)}>
                    {t('common.edit')}
                  </button>
                  <button type="button" className="button button--ghost button--small" aria-label={t('common.deleteNamed', { name: nameOf(row.original) })} onClick={() => void deleteItem(row.original)}>
                    {t('common.delete')}
                  </button>
                </span>
              ),
            } satisfies ColumnDef<T, unknown>,
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.columns, canEdit, t],
  );

  const current = editing === 'new' ? null : editing;
  return (
    <>
      <PageHeader
        title={t(`${prefix}.title`)}
        description={t(`${prefix}.description`)}
        actions={
          canEdit && editing === null ? (
            <button type="button" className="button button--primary" onClick={() => open('new')}>
              {t(`${prefix}.new`)}
            </button>
          ) : null
        }
      />
      {editing !== null ? (
        <section className="panel entity-form" aria-labelledby="entity-form-title">
          <h2 className="panel__title" id="entity-form-title">
            {current ? t('common.editNamed', { name: nameOf(current) }) : t(`${prefix}.new`)}
          </h2>
          <Form form={form} onSubmit={submit}>
            <div className="entity-form__fields">{props.fields(form, current)}</div>
            <FormError />
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                {current ? t('common.save') : t(`${prefix}.create`)}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  form.reset(empty);
                  setEditing(null);
                }}
              >
                {t('common.cancel')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
      <DataTable<T>
        fetchPage={areaPage<T>(channel.key, area)}
        queryKey={areaKey(channel.key, area)}
        columns={columns}
        getRowId={(item) => String(item.id)}
        caption={t(`${prefix}.title`)}
        searchLabel={t(`${prefix}.search`)}
        filters={props.filters}
        filterSlot={props.filterSlot}
        initialSort={props.initialSort}
        emptyMessage={t(`${prefix}.empty`)}
      />
    </>
  );
}
