import { AdminCategoryInput, type AdminCategory } from '@ott/contracts/admin-catalogue';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@ott/client/forms';
import { useConsoleChannel } from '../../../lib/console-channel';
import { optionsQuery } from '../api';
import { EntityScreen } from '../components/EntityScreen';

interface SportValues {
  name: string;
  alias: string;
  parent_id: number | null;
  weight: number;
}

const EMPTY: SportValues = { name: '', alias: '', parent_id: null, weight: 0 };

/** Sports and their divisions (event categories with children). */
export function SportsScreen() {
  const { t } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const options = useQuery(optionsQuery(channel.key));
  const [level, setLevel] = useState('');
  const sports = (options.data?.categories ?? []).filter((c) => c.parent_id === null);
  const nameOf = (id: number | null) => options.data?.categories.find((c) => c.id === id)?.name ?? '—';
  const columns = useMemo<ColumnDef<AdminCategory, unknown>[]>(
    () => [
      { id: 'name', enableSorting: true, header: t('sports.columns.name'), cell: ({ row }) => (row.original.parent_id === null ? <strong>{row.original.name}</strong> : <span className="catalogue-division">{row.original.name}</span>) },
      { id: 'parent', header: t('sports.columns.parent'), cell: ({ row }) => (row.original.parent_id === null ? '—' : nameOf(row.original.parent_id)) },
      { id: 'alias', header: t('sports.columns.alias'), cell: ({ row }) => <code>{row.original.alias}</code> },
      { id: 'weight', enableSorting: true, header: t('sports.columns.weight'), cell: ({ row }) => row.original.weight },
      { id: 'children', header: t('sports.columns.divisions'), cell: ({ row }) => row.original.children_count },
      { id: 'events', header: t('sports.columns.events'), cell: ({ row }) => row.original.events_count },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, options.data],
  );
  return (
    <EntityScreen<AdminCategory, SportValues>
      area="categories"
      prefix="sports"
      columns={columns}
      schema={AdminCategoryInput}
      empty={EMPTY}
      valuesOf={(c) => ({ name: c.name, alias: c.alias, parent_id: c.parent_id, weight: c.weight })}
      filters={level === 'top' ? { top: '1' } : level ? { parent_id: level } : {}}
      filterSlot={
        <label className="filter catalogue-filter">
          <span className="filter__label">{t('sports.level')}</span>
          <select className="input select select--small" value={level} onChange={(event) => setLevel(event.target.value)}>
            <option value="">{t('filters.all')}</option>
            <option value="top">{t('sports.onlySports')}</option>
            {sports.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {t('sports.divisionsOf', { name: sport.name })}
              </option>
            ))}
          </select>
        </label>
      }
      fields={(_form, editing) => (
        <>
          <TextField name="name" label={t('sports.fields.name')} required maxLength={120} />
          <SelectField
            name="parent_id"
            label={t('sports.fields.parent')}
            hint={t('sports.fields.parentHint')}
            options={sports.filter((s) => s.id !== editing?.id).map((s) => ({ value: s.id, label: s.name }))}
            placeholder={t('sports.topLevel')}
          />
          <TextField name="alias" label={t('sports.fields.alias')} hint={t('common.aliasHint')} maxLength={120} spellCheck={false} />
          <TextField name="weight" type="number" step={1} label={t('sports.fields.weight')} hint={t('sports.fields.weightHint')} />
        </>
      )}
    />
  );
}
