import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';

/** A friendly "nothing here" panel, with an optional way forward. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="state-message state-message--empty">
      <p className="state-message__text">{children}</p>
      {action ? <div className="state-message__action">{action}</div> : null}
    </div>
  );
}

/** A load failure the visitor can act on: a short explanation and a "Try again" button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-message state-message--error" role="alert">
      <p className="state-message__text">{message}</p>
      {onRetry ? (
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('events.retry')}
        </button>
      ) : null}
    </div>
  );
}
