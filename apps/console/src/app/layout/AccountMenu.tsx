import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import { signOut as signOutCall } from '../../features/account/api';
import { ME_QUERY_KEY } from '../../lib/session';

/**
 * The operator's name opening a small panel (account, sign out): a disclosure, not an ARIA menu. On a phone only the
 * initial shows; the name stays in the button, hidden visually, so the button keeps its accessible name.
 */
export function AccountMenu({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
      await signOutCall();
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
      <button type="button" className="account-menu__button button button--ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="account-menu__avatar" aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
        <span className="account-menu__name">{name}</span>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__email">{email}</p>
        <Link to="/account" className="account-menu__item" onClick={() => setOpen(false)}>
          {t('nav.account')}
        </Link>
        <button type="button" className="account-menu__item" onClick={() => void signOut()}>
          {t('layout.signOut')}
        </button>
      </div>
    </div>
  );
}
