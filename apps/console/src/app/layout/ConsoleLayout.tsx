import { roleMeets } from '@ott/contracts/admin-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '../../components/toast';
import { api } from '../../lib/api';
import type { ConsoleFeature } from '../../lib/feature';
import { lastChannel, ME_QUERY_KEY, rememberChannel, useMe } from '../../lib/session';
import { ForcedPasswordChange } from '../../screens/account/ForcedPasswordChange';
import { LayoutBreadcrumbs } from './LayoutBreadcrumbs';
import { LanguagePicker } from './LanguagePicker';

/** The signed-in frame: header (channel switcher, account menu), side navigation from the features, breadcrumbs. */
export function ConsoleLayout({ features }: { features: ConsoleFeature[] }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { channelKey } = useParams();
  const location = useLocation();
  // The menu (narrow screens) is open on the page where it was opened: following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    // The opened menu takes the focus; Escape closes it and gives the focus back to its button.
    nav.current?.querySelector<HTMLElement>('a')?.focus();
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);
  if (!me) return null;
  if (me.must_change_password) return <ForcedPasswordChange />;

  const grant = me.channels.find((channel) => channel.channel_key === channelKey);
  const seesAudit = me.is_owner || me.channels.some((channel) => roleMeets(channel.role, 'admin'));
  return (
    <div className={`console${menuOpen ? ' console--menu-open' : ''}`}>
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <header className="topbar">
        <button ref={menuButton} type="button" className="topbar__menu button button--ghost" aria-expanded={menuOpen} aria-controls="console-nav" onClick={() => setMenuOpen(!menuOpen)}>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('layout.menu')}</span>
        </button>
        <Link to="/" className="topbar__brand">
          <span className="topbar__logo" aria-hidden="true">
            ▶
          </span>
          {t('layout.brand')}
        </Link>
        <ChannelSwitcher />
        <div className="topbar__end">
          <LanguagePicker />
          <AccountMenu name={me.name || me.email} email={me.email} />
        </div>
      </header>
      <div className="console__body">
        <nav ref={nav} id="console-nav" className="sidenav" aria-label={t('layout.navigation')}>
          <ul className="sidenav__list">
            <li>
              <NavLink to="/" end className="sidenav__link">
                {t('nav.channels')}
              </NavLink>
            </li>
          </ul>
          {grant ? (
            <>
              <p className="sidenav__heading">{grant.name}</p>
              <ul className="sidenav__list">
                <li>
                  <NavLink to={`/channels/${grant.channel_key}`} end className="sidenav__link">
                    {t('nav.overview')}
                  </NavLink>
                </li>
              </ul>
              {features.map((feature) => {
                const items = feature.nav.filter((item) => roleMeets(grant.role, item.access));
                if (items.length === 0) return null;
                return (
                  <div key={feature.id} className="sidenav__group">
                    {feature.labelKey ? <p className="sidenav__subheading">{t(feature.labelKey, { ns: feature.id })}</p> : null}
                    <ul className="sidenav__list">
                      {items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={`/channels/${grant.channel_key}/${item.to}`} className="sidenav__link">
                            {t(item.labelKey, { ns: feature.id })}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </>
          ) : null}
          <p className="sidenav__heading">{t('nav.operator')}</p>
          <ul className="sidenav__list">
            {seesAudit ? (
              <li>
                <NavLink to="/audit" className="sidenav__link">
                  {t('nav.audit')}
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/account" className="sidenav__link">
                {t('nav.account')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <button type="button" className="console__scrim" tabIndex={-1} aria-hidden="true" onClick={() => setMenuOpen(false)} />
        <main id="main" className="console__main" tabIndex={-1}>
          <LayoutBreadcrumbs features={features} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Every channel the operator holds; choosing one opens it and remembers it for next time. */
function ChannelSwitcher() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { channelKey } = useParams();
  const navigate = useNavigate();
  if (!me || me.channels.length === 0) return null;
  const current = channelKey && me.channels.some((channel) => channel.channel_key === channelKey) ? channelKey : '';
  return (
    <label className="channel-switcher">
      <span className="visually-hidden">{t('layout.channel')}</span>
      <select
        className="input select channel-switcher__select"
        value={current}
        onChange={(event) => {
          const key = event.target.value;
          if (!key) return;
          rememberChannel(key);
          void navigate(`/channels/${key}`);
        }}
      >
        {current ? null : <option value="">{t('layout.chooseChannel')}</option>}
        {me.channels.map((channel) => (
          <option key={channel.channel_key} value={channel.channel_key}>
            {channel.name}
            {channel.channel_key === lastChannel() && channel.channel_key !== current ? ` · ${t('layout.last')}` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

function AccountMenu({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  async function signOut() {
    try {
      await api.post('/auth/logout');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('error.body'));
      return;
    }
    client.setQueryData(ME_QUERY_KEY, null);
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] || query.queryKey[1] !== ME_QUERY_KEY[1] });
    void navigate('/login', { replace: true });
  }

  return (
    <div className="account-menu" ref={root}>
      <button type="button" className="account-menu__button button button--ghost" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)}>
        <span className="account-menu__avatar" aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
        <span className="account-menu__name">{name}</span>
      </button>
      {open ? (
        <div className="account-menu__panel">
          <p className="account-menu__email">{email}</p>
          <Link to="/account" className="account-menu__item" onClick={() => setOpen(false)}>
            {t('nav.account')}
          </Link>
          <button type="button" className="account-menu__item" onClick={() => void signOut()}>
            {t('layout.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
