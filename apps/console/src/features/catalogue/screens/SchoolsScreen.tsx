import { AdminParticipantGroupInput, type AdminParticipantGroup } from '@ott/contracts/admin-catalogue';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ott/client/forms';
import { EntityScreen } from '../components/EntityScreen';

interface SchoolValues {
  name: string;
  alias: string;
  image: string;
}

const EMPTY: SchoolValues = { name: '', alias: '', image: '' };

/** Schools (participant groups): the teams' schools, shown in the viewer's school menu. */
export function SchoolsScreen() {
  const { t } = useTranslation('catalogue');
  const columns = useMemo<ColumnDef<AdminParticipantGroup, unknown>[]>(
    () => [
      { id: 'name', enableSorting: true, header: t('schools.columns.name'), cell: ({ row }) => row.original.name },
      { id: 'alias', header: t('schools.columns.alias'), cell: ({ row }) => <code>{row.original.alias}</code> },
      { id: 'teams', header: t('schools.columns.teams'), cell: ({ row }) => row.original.participants_count },
    ],
    [t],
  );
  return (
    <EntityScreen<AdminParticipantGroup, SchoolValues>
      area="participant-groups"
      prefix="schools"
      columns={columns}
      schema={AdminParticipantGroupInput}
      empty={EMPTY}
      valuesOf={(g) => ({ name: g.name, alias: g.alias, image: g.image ?? '' })}
      initialSort={{ field: 'name', direction: 'asc' }}
      fields={() => (
        <>
          <TextField name="name" label={t('schools.fields.name')} required maxLength={120} />
          <TextField name="alias" label={t('schools.fields.alias')} hint={t('common.aliasHint')} maxLength={120} spellCheck={false} />
          <TextField name="image" label={t('schools.fields.image')} hint={t('schools.fields.imageHint')} maxLength={500} />
        </>
      )}
    />
  );
}
