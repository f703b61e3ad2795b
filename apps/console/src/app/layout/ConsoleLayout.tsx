import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import type { ConsoleFeature } from '../../lib/feature';
import { managesTeam, useMe } from '../../lib/session';
import { ForcedPasswordChange } from '../../features/account/components/ForcedPasswordChange';
import { AccountMenu } from './AccountMenu';
import { ChannelSwitcher } from './ChannelSwitcher';
import { LayoutBreadcrumbs } from './LayoutBreadcrumbs';
import { LanguagePicker } from '../../components/LanguagePicker';
import { navGroups } from './nav-groups';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * The signed-in frame: header (channel switcher, language, account menu), side navigation from the features, breadcrumbs.
 * On a phone the channel switcher and the language move from the header into the menu, so the header fits in 360 px.
 */
export function ConsoleLayout({ features }: { features: ConsoleFeature[] }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { channelKey } = useParams();
  const location = useLocation();
  const narrow = useNarrowScreen();
  // The menu (narrow screens) is open on the page where it was opened: following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    // The opened menu takes the focus; Escape closes it and gives the focus back to its button.
    nav.current?.querySelector<HTMLElement>('select, a')?.focus();
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
  const team = managesTeam(me);
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
        {narrow ? null : <ChannelSwitcher />}
        <div className="topbar__end">
          {narrow ? null : <LanguagePicker />}
          <AccountMenu name={me.name || me.email} email={me.email} />
        </div>
      </header>
      <div className="console__body">
        <nav ref={nav} id="console-nav" className="sidenav" aria-label={t('layout.navigation')}>
          {narrow ? (
            <div className="sidenav__controls">
              <ChannelSwitcher labelVisible />
              <LanguagePicker labelVisible />
            </div>
          ) : null}
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
              {navGroups(features, grant.role, t).map((group) => (
                <div key={group.key} className="sidenav__group">
                  {group.heading ? <p className="sidenav__subheading">{group.heading}</p> : null}
                  <ul className="sidenav__list">
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <NavLink to={`/channels/${grant.channel_key}/${item.to}`} className="sidenav__link">
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          ) : null}
          {team ? (
            <>
              <p className="sidenav__heading">{t('nav.team')}</p>
              <ul className="sidenav__list">
                {features.flatMap((feature) =>
                  (feature.teamNav ?? []).map((item) => (
                    <li key={item.to}>
                      <NavLink to={`/${item.to}`} className="sidenav__link">
                        {t(item.labelKey, { ns: feature.id })}
                      </NavLink>
                    </li>
                  )),
                )}
                <li>
                  <NavLink to="/audit" className="sidenav__link">
                    {t('nav.audit')}
                  </NavLink>
                </li>
              </ul>
            </>
          ) : null}
          <p className="sidenav__heading">{t('nav.operator')}</p>
          <ul className="sidenav__list">
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
