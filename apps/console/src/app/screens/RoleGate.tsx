import type { ConsoleAccess } from '@ott/contracts/admin-auth';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useOptionalConsoleChannel } from '../../lib/console-channel';
import { managesTeam, useMe } from '../../lib/session';
import { StatePage } from './StatePage';

/**
 * A screen only some roles open: the navigation hides its entry, and this answers an address typed, kept or shared by
 * someone else with a page that says so, where the screen would load half-empty and offer what the server refuses.
 * `access` is a role on the open channel, or `team` (owners, and admins of some channel) outside a channel.
 */
export function RoleGate({ access }: { access: ConsoleAccess | 'team' }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const channel = useOptionalConsoleChannel();
  const opens = access === 'team' ? managesTeam(me) : (channel?.can(access) ?? false);
  if (opens) return <Outlet />;
  return (
    <StatePage
      code={403}
      title={t('roleGate.title')}
      body={channel ? t('roleGate.channel', { channel: channel.name, role: t(`roles.${channel.role}`) }) : t('roleGate.team')}
      back={channel ? { to: `/channels/${channel.key}`, label: t('roleGate.backToChannel', { channel: channel.name }) } : { to: '/', label: t('notFound.back') }}
    />
  );
}
