import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'react-router';
import { isWordmark } from '@ott/contracts/wordmark';
import { useChannel } from '../../lib/channel-context';
import { useFirstRenderHints } from '../../lib/first-render-hints';
import { useUser } from '../../lib/session';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import { useCompactHeader } from './use-compact-header';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{Lu}]/u.test(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
}

export function Header() {
  const { t, i18n } = useTranslation();
  const { settings } = useChannel().bootstrap;
  const [menuOpen, setMenuOpen] = useState(false);
  // A wide logo already spells the channel name; the name then stays for screen readers only.
  const hints = useFirstRenderHints();
  const [wordmark, setWordmark] = useState(() => hints.wordmark ?? false);
  const rowRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const user = useUser();
  const compact = useCompactHeader(rowRef, `${i18n.language}:${wordmark}:${user !== null}`, hints.phone);
  const location = useLocation();

  // A navigation closes the mobile menu.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // The link that had the focus goes with the menu: the focus returns to the button that opened it.
      toggleRef.current?.focus();
    };
    // Tabbing on past the menu's last link closes it: the page it covers would otherwise take the focus out of sight.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !rowRef.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [menuOpen]);

  return (
    <header className={`site-header${compact ? ' is-compact' : ''}`}>
      <div ref={rowRef} className="site-header__inner container">
        <Link to="/" className="brand">
          {settings.logo ? (
            <img
              className="brand__logo"
              src={settings.logo}
              srcSet={settings.logo_2x ? `${settings.logo} 1x, ${settings.logo_2x} 2x` : undefined}
              alt=""
              onLoad={(event) => setWordmark(isWordmark(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
            />
          ) : (
            <span className="brand__mark" aria-hidden="true">
              {initials(settings.channel_name) || settings.channel_name.slice(0, 1)}
            </span>
          )}
          <span className={wordmark ? 'visually-hidden' : 'brand__name'}>{settings.channel_name}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav-toggle__bar" aria-hidden="true" />
        </button>
        <div id="site-nav" className={`site-nav${menuOpen ? ' is-open' : ''}`}>
          <MainMenu />
          <div className="site-nav__tools">
            <LanguageSwitcher />
            {/* Signing out lives in the account area: two buttons here would push the menu into its compact form on laptops. */}
            {user ? (
              <Link className="button button--primary button--small" to="/profile">
                {t('nav.account')}
              </Link>
            ) : (
              <Link className="button button--primary button--small" to="/login">
                {t('nav.signIn')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
