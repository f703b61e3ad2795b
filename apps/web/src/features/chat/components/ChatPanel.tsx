import type { ChatMessage } from '@ott/contracts/chat';
import { CHAT_MAX_CHARS } from '@ott/contracts/chat-rules';
import type { Event } from '@ott/contracts/events';
import { isApiError } from '@ott/client/api-error';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { dateTimeFormat } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import { fetchChatReplay, reportChatMessage, sendChat } from '../api/chat';
import { shownAt, textParts } from '../model/chat-log';
import { useChatStream } from '../model/use-chat-stream';
import '../chat.css';

/** The player's programme <video>, made outside React: the replay follows its time. */
const programmeVideo = () => document.querySelector<HTMLVideoElement>('.watch__stage video[data-phase="main"]');
/** Within this many pixels of the bottom, the list follows new messages. */
const NEAR_BOTTOM_PX = 48;
/** A replay's chat is read whole, up to this many seconds into the event. */
const REPLAY_SPAN_S = 24 * 3600;

/** The chat beside the player: live while the event is, in sync with the video on its replay. */
export function ChatPanel({ event }: { event: Pick<Event, 'id' | 'stream_status'> }) {
  if (event.stream_status === 'live') return <LiveChat eventId={event.id} />;
  if (event.stream_status === 'vod') return <ReplayChat eventId={event.id} />;
  return null;
}

function LiveChat({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const { log, failed } = useChatStream(eventId, true, String(user?.id ?? 'visitor'));
  const linksAllowed = log.rules?.links_allowed ?? false;
  const [reported, setReported] = useState<Set<number>>(new Set());
  const report = async (message: ChatMessage) => {
    await reportChatMessage(eventId, message.id).catch(() => undefined);
    setReported((before) => new Set(before).add(message.id));
  };
  return (
    <aside className="chat-panel card" aria-labelledby={`chat-title-${eventId}`}>
      <h2 className="chat-panel__title" id={`chat-title-${eventId}`}>
        {t('chat.title')}
      </h2>
      {log.pinned && (
        <div className="chat-panel__pinned" role="note" aria-label={t('chat.pinned')}>
          <span className="chat-panel__pin-label">{t('chat.pinned')}</span>
          <MessageText message={log.pinned} linksAllowed={linksAllowed} />
        </div>
      )}
      {failed && !user ? (
        <p className="chat-panel__note">
          {t('chat.signInToRead')} <Link to="/login">{t('chat.signIn')}</Link>
        </p>
      ) : (
        <MessageList messages={log.messages} linksAllowed={linksAllowed} onReport={user ? report : undefined} reported={reported} />
      )}
      {log.rules && log.rules.slow_mode_s > 0 && <p className="chat-panel__note">{t('chat.slowMode', { seconds: log.rules.slow_mode_s })}</p>}
      {log.rules && log.rules.mode !== 'open' && <p className="chat-panel__note">{t(log.rules.mode === 'followers' ? 'chat.followersOnly' : 'chat.subscribersOnly')}</p>}
      {!user ? (
        <p className="chat-panel__note">
          <Link to="/login">{t('chat.signIn')}</Link> {t('chat.toChat')}
        </p>
      ) : log.canWrite ? (
        <MessageBox eventId={eventId} />
      ) : log.writeDenial === 'not_allowed' ? (
        <p className="chat-panel__note">{t('chat.notAllowed')}</p>
      ) : null}
    </aside>
  );
}

function MessageText({ message, linksAllowed }: { message: ChatMessage; linksAllowed: boolean }) {
  return (
    <span className="chat-message__text">
      {textParts(message.text, linksAllowed).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/** Follows new messages while the viewer is at the bottom; otherwise offers a button to jump there. */
function MessageList({ messages, linksAllowed, onReport, reported = new Set() }: { messages: ChatMessage[]; linksAllowed: boolean; onReport?: (message: ChatMessage) => void; reported?: Set<number> }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  const [following, setFollowing] = useState(true);
  const [seenId, setSeenId] = useState(lastId);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && following) list.scrollTop = list.scrollHeight;
  }, [lastId, following]);
  const unseen = !following && lastId !== undefined && lastId !== seenId;
  const onScroll = () => {
    const list = listRef.current!;
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM_PX;
    if (atBottom || following) setSeenId(lastId);
    setFollowing(atBottom);
  };
  const jump = () => {
    const list = listRef.current!;
    list.scrollTop = list.scrollHeight;
    setFollowing(true);
    setSeenId(lastId);
  };
  return (
    <div className="chat-panel__log">
      <ol ref={listRef} className="chat-panel__messages" role="log" aria-live="polite" aria-label={t('chat.messages')} tabIndex={0} onScroll={onScroll}>
        {messages.length === 0 && <li className="chat-panel__empty">{t('chat.empty')}</li>}
        {messages.map((message) => (
          <li key={message.id} className="chat-message">
            <span className="chat-message__name">{message.display_name}</span> <MessageText message={message} linksAllowed={linksAllowed} />
            {onReport &&
              (reported.has(message.id) ? (
                <span className="chat-message__reported">{t('chat.reported')}</span>
              ) : (
                <button type="button" className="chat-message__report" onClick={() => onReport(message)} aria-label={t('chat.reportMessage', { name: message.display_name })}>
                  {t('chat.report')}
                </button>
              ))}
          </li>
        ))}
      </ol>
      {unseen && (
        <button type="button" className="button button--small chat-panel__new" onClick={jump}>
          {t('chat.newMessages')}
        </button>
      )}
    </div>
  );
}

const CHAT_CODES = new Set(['CHAT_BANNED', 'CHAT_TIMED_OUT', 'CHAT_SLOW_MODE', 'CHAT_FOLLOWERS_ONLY', 'CHAT_SUBSCRIBERS_ONLY', 'CHAT_NOT_ALLOWED', 'CHAT_CLOSED', 'CHAT_TOO_LONG']);

function MessageBox({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const count = [...text].length;
  const tooLong = count > CHAT_MAX_CHARS;

  const errorText = (error: unknown): string => {
    if (!isApiError(error)) return t('chat.errors.failed');
    if (CHAT_CODES.has(error.code)) {
      const params = { ...error.params } as Record<string, string | number>;
      if (typeof params.until === 'string') params.until = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(params.until));
      return t(`chat.errors.${error.code}`, params);
    }
    if (error.status === 429) return t('chat.errors.tooFast');
    return error.message;
  };

  const submit = async (formEvent?: FormEvent) => {
    formEvent?.preventDefault();
    if (sending || tooLong || text.trim() === '') return;
    setSending(true);
    setProblem(null);
    try {
      await sendChat(eventId, text);
      setText('');
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (keyEvent: KeyboardEvent<HTMLTextAreaElement>) => {
    if (keyEvent.key === 'Enter' && !keyEvent.shiftKey) {
      keyEvent.preventDefault();
      void submit();
    }
  };
  return (
    <form className="chat-panel__form" onSubmit={(formEvent) => void submit(formEvent)}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('chat.yourMessage')}
      </label>
      <textarea
        id={`${id}-text`}
        className="chat-panel__input"
        rows={2}
        value={text}
        placeholder={t('chat.placeholder')}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={tooLong || undefined}
        onChange={(changeEvent) => setText(changeEvent.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat-panel__form-row">
        <span id={`${id}-count`} className={`chat-panel__count${tooLong ? ' chat-panel__count--over' : ''}`}>
          {t('chat.count', { count, max: CHAT_MAX_CHARS })}
        </span>
        <button type="submit" className="button button--small" disabled={sending || tooLong || text.trim() === ''}>
          {t('chat.send')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="chat-panel__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** A replay's chat: every message up to the video's time, as it was said. */
function ReplayChat({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [all, setAll] = useState<ChatMessage[] | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchChatReplay(eventId, 0, REPLAY_SPAN_S, controller.signal)
      .then(setAll)
      .catch(() => setAll([]));
    return () => controller.abort();
  }, [eventId]);
  useEffect(() => {
    if (!all || all.length === 0) return;
    const timer = setInterval(() => setSeconds(Math.floor(programmeVideo()?.currentTime ?? 0)), 500);
    return () => clearInterval(timer);
  }, [all]);
  if (!all || all.length === 0) return null;
  return (
    <aside className="chat-panel card" aria-labelledby={`chat-title-${eventId}`}>
      <h2 className="chat-panel__title" id={`chat-title-${eventId}`}>
        {t('chat.replayTitle')}
      </h2>
      <MessageList messages={shownAt(all, seconds)} linksAllowed={false} />
    </aside>
  );
}
