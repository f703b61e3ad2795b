import { AdminVodCollectionInput, type AdminVodCollection } from '@ott/contracts/admin-catalogue';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ott/client/forms';
import { EntityScreen } from '../components/EntityScreen';

interface CollectionValues {
  name: string;
  alias: string;
  weight: number;
}

const EMPTY: CollectionValues = { name: '', alias: '', weight: 0 };

/** The VOD library's collections (its categories), in the order viewers see them. */
export function VodCollectionsScreen() {
  const { t } = useTranslation('catalogue');
  const columns = useMemo<ColumnDef<AdminVodCollection, unknown>[]>(
    () => [
      { id: 'name', enableSorting: true, header: t('collections.columns.name'), cell: ({ row }) => row.original.name },
      { id: 'alias', header: t('collections.columns.alias'), cell: ({ row }) => <code>{row.original.alias}</code> },
      { id: 'weight', enableSorting: true, header: t('collections.columns.weight'), cell: ({ row }) => row.original.weight },
      { id: 'items', header: t('collections.columns.items'), cell: ({ row }) => row.original.items_count },
    ],
    [t],
  );
  return (
    <EntityScreen<AdminVodCollection, CollectionValues>
      area="vod-collections"
      prefix="collections"
      columns={columns}
      schema={AdminVodCollectionInput}
      empty={EMPTY}
      valuesOf={(c) => ({ name: c.name, alias: c.alias, weight: c.weight })}
      initialSort={{ field: 'weight', direction: 'desc' }}
      fields={() => (
        <>
          <TextField name="name" label={t('collections.fields.name')} required maxLength={120} />
          <TextField name="alias" label={t('collections.fields.alias')} hint={t('common.aliasHint')} maxLength={120} spellCheck={false} />
          <TextField name="weight" type="number" step={1} label={t('collections.fields.weight')} hint={t('sports.fields.weightHint')} />
        </>
      )}
    />
  );
}
