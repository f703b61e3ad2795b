import { AdminParticipantInput, type AdminParticipant } from '@ott/contracts/admin-catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/ImageUpload';
import { ColorField, SelectField, TextField } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { areaKey, optionsQuery, teamLogoUpload } from '../api';
import { EntityScreen } from '../components/EntityScreen';

interface TeamValues {
  name: string;
  short_name: string;
  alias: string;
  color: string;
  participant_group_id: number | null;
  properties: { gender: 'men' | 'women'; sport: string };
}

const EMPTY: TeamValues = { name: '', short_name: '', alias: '', color: '#1f4e99', participant_group_id: null, properties: { gender: 'men', sport: '' } };

/** Teams (participants) with their school, sport, gender, colour and logo. */
export function TeamsScreen() {
  const { t } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const client = useQueryClient();
  const options = useQuery(optionsQuery(channel.key));
  const [school, setSchool] = useState('');
  const schools = useMemo(() => options.data?.participant_groups ?? [], [options.data]);
  const sports = (options.data?.categories ?? []).filter((c) => c.parent_id === null);
  // A logo picked while the team is being created, sent once the team exists.
  const newLogo = useRef<File | null>(null);
  async function sendNewLogo(team: AdminParticipant, created: boolean): Promise<AdminParticipant> {
    const file = newLogo.current;
    newLogo.current = null;
    if (!created || !file) return team;
    try {
      return await teamLogoUpload(channel.key, team.id)(file, () => {});
    } catch (error) {
      toast.error(t('teams.logoFailed', { name: team.name, reason: isApiError(error) ? error.message : t('common.failed') }));
      return team;
    } finally {
      void client.invalidateQueries({ queryKey: areaKey(channel.key, 'participants') });
    }
  }
  const columns = useMemo<ColumnDef<AdminParticipant, unknown>[]>(
    () => [
      {
        id: 'logo',
        header: t('teams.columns.logo'),
        cell: ({ row }) =>
          row.original.images.logo ? <img src={row.original.images.logo} alt="" className="team-logo" /> : <span className="team-swatch" style={{ background: row.original.color }} aria-hidden="true" />,
      },
      { id: 'name', enableSorting: true, header: t('teams.columns.name'), cell: ({ row }) => row.original.name },
      { id: 'short_name', header: t('teams.columns.shortName'), cell: ({ row }) => row.original.short_name },
      { id: 'school', header: t('teams.columns.school'), cell: ({ row }) => schools.find((s) => s.id === row.original.participant_group_id)?.name ?? '—' },
      { id: 'sport', header: t('teams.columns.sport'), cell: ({ row }) => `${row.original.properties.sport} · ${t(`gender.${row.original.properties.gender}`)}` },
      { id: 'events', header: t('teams.columns.events'), cell: ({ row }) => row.original.events_count },
    ],
    [t, schools],
  );
  return (
    <EntityScreen<AdminParticipant, TeamValues>
      area="participants"
      prefix="teams"
      columns={columns}
      schema={AdminParticipantInput}
      empty={EMPTY}
      valuesOf={(p) => ({ name: p.name, short_name: p.short_name, alias: p.alias, color: p.color, participant_group_id: p.participant_group_id, properties: p.properties })}
      initialSort={{ field: 'name', direction: 'asc' }}
      afterSave={sendNewLogo}
      filters={{ participant_group_id: school || undefined }}
      filterSlot={
        <label className="filter catalogue-filter">
          <span className="filter__label">{t('filters.school')}</span>
          <select className="input select select--small" value={school} onChange={(event) => setSchool(event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {schools.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      }
      fields={(form, editing) => (
        <>
          <TextField name="name" label={t('teams.fields.name')} required maxLength={120} />
          <TextField name="short_name" label={t('teams.fields.shortName')} hint={t('teams.fields.shortNameHint')} required maxLength={40} />
          <SelectField name="participant_group_id" label={t('teams.fields.school')} options={schools.map((s) => ({ value: s.id, label: s.name }))} placeholder={t('teams.noSchool')} />
          <SelectField
            name="properties.sport"
            label={t('teams.fields.sport')}
            hint={options.isPending ? t('teams.sportsLoading') : sports.length === 0 ? t('teams.noSports') : undefined}
            required
            placeholder={t('teams.chooseSport')}
            options={sportChoices(sports.map((s) => s.name), form.getValues('properties.sport'))}
          />
          <SelectField required name="properties.gender" label={t('teams.fields.gender')} options={(['men', 'women'] as const).map((value) => ({ value, label: t(`gender.${value}`) }))} />
          <ColorField name="color" label={t('teams.fields.color')} required />
          <TextField name="alias" label={t('teams.fields.alias')} hint={t('common.aliasHint')} maxLength={120} spellCheck={false} />
          {editing ? (
            <ImageUpload<AdminParticipant>
              label={t('teams.fields.logo')}
              hint={t('teams.fields.logoHint')}
              upload={teamLogoUpload(channel.key, editing.id)}
              currentUrl={editing.images.logo}
              onUploaded={(team) => {
                toast.success(t('teams.logoSaved', { name: team.name }));
                void client.invalidateQueries({ queryKey: areaKey(channel.key, 'participants') });
              }}
            />
          ) : (
            <NewTeamLogo label={t('teams.fields.logo')} hint={t('teams.fields.newLogoHint')} pickedRef={newLogo} />
          )}
        </>
      )}
    />
  );
}

/** The channel's sports by name, and a team's sport that is not one of them (typed before sports were chosen from a list) so editing keeps it. */
function sportChoices(names: string[], current: string | undefined) {
  const all = current && !names.includes(current) ? [current, ...names] : names;
  return all.map((name) => ({ value: name, label: name }));
}

/** The logo of a team not created yet: picked and shown now, sent by the screen once the team exists. */
function NewTeamLogo({ label, hint, pickedRef }: { label: string; hint: string; pickedRef: RefObject<File | null> }) {
  // A new form starts without a logo (one picked for a form closed unsaved is dropped).
  useEffect(() => {
    pickedRef.current = null;
  }, [pickedRef]);
  return (
    <ImageUpload<null>
      label={label}
      hint={hint}
      upload={async (file, progress) => {
        pickedRef.current = file;
        progress(1);
        return null;
      }}
    />
  );
}
