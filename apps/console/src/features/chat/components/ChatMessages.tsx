import type { AdminChatMessage } from '@ott/contracts/chat';
import { useTranslation } from 'react-i18next';

/** Minutes a time-out from the message list lasts. */
export const TIMEOUT_MINUTES = 10;

interface Props {
  messages: AdminChatMessage[];
  onDelete(message: AdminChatMessage): void;
  onPin(message: AdminChatMessage): void;
  onTimeout(message: AdminChatMessage): void;
  onBan(message: AdminChatMessage): void;
  busy: boolean;
}

/** An event's chat as moderators see it: deleted messages struck through, each live one with its actions. */
export function ChatMessages({ messages, onDelete, onPin, onTimeout, onBan, busy }: Props) {
  const { t } = useTranslation('chat');
  if (messages.length === 0) return <p className="empty-state">{t('messages.empty')}</p>;
  return (
    <ol className="chat-moderation__messages" aria-label={t('messages.title')}>
      {messages.map((message) => (
        <li key={message.id} className={`chat-moderation__message${message.deleted ? ' chat-moderation__message--deleted' : ''}`}>
          <div>
            <strong>{message.display_name}</strong> <span className="chat-moderation__text">{message.text}</span>
            {message.pinned && <span className="badge">{t('messages.pinned')}</span>}
            {message.reports > 0 && <span className="badge badge--warning">{t('messages.reports', { count: message.reports })}</span>}
            {message.deleted && <span className="muted"> {t('messages.deleted')}</span>}
          </div>
          {!message.deleted && (
            <div className="button-row">
              <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => onPin(message)} aria-label={t(message.pinned ? 'messages.unpinOf' : 'messages.pinOf', { name: message.display_name })}>
                {t(message.pinned ? 'messages.unpin' : 'messages.pin')}
              </button>
              <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => onTimeout(message)} aria-label={t('messages.timeoutOf', { name: message.display_name, minutes: TIMEOUT_MINUTES })}>
                {t('messages.timeout', { minutes: TIMEOUT_MINUTES })}
              </button>
              <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => onBan(message)} aria-label={t('messages.banOf', { name: message.display_name })}>
                {t('messages.ban')}
              </button>
              <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => onDelete(message)} aria-label={t('messages.deleteOf', { name: message.display_name })}>
                {t('messages.delete')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
