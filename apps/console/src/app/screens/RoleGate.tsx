import type { ConsoleAccess } from '@ott/contracts/admin-auth';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useOptionalConsoleChannel } from '../../lib/console-channel';
import { managesTeam, useMe } from '../../lib/session';

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
    <section className="state-page">
      <p className="state-page__code">403</p>
      <h1>{t('roleGate.title')}</h1>
      <p className="muted">{channel ? t('roleGate.channel', { channel: channel.name, role: t(`roles.${channel.role}`) }) : t('roleGate.team')}</p>
      <Link to={channel ? `/channels/${channel.key}` : '/'} className="button button--primary">
        {channel ? t('roleGate.backToChannel', { channel: channel.name }) : t('notFound.back')}
      </Link>
    </section>
  );
}
