import type { NotificationKind, NotificationPreferences } from '@ott/contracts/notifications';
import { NOTIFICATION_KINDS } from '@ott/contracts/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { browserTimeZone, disablePush, enablePush, loadNotificationPreferences, pushSupported, saveNotifications, sendTestNotification } from '../api/notifications';
import { ProfileSection } from './ProfileSection';

type Status = 'idle' | 'saving' | 'saved' | 'failed' | 'blocked' | 'tested' | 'testFailed';
const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

/**
 * Profile → Notifications: per kind, push and/or email (all off until the viewer turns them on), quiet hours on the
 * browser's clock, and a test push. The browser's permission is asked only when the viewer saves with push on.
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [quiet, setQuiet] = useState(DEFAULT_QUIET);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    let live = true;
    loadNotificationPreferences().then(
      (loaded) => {
        if (!live) return;
        setPreferences(loaded);
        if (loaded.quiet_hours) setQuiet(loaded.quiet_hours);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (loadFailed) {
    return (
      <ProfileSection id="notifications" titleKey="notifications.title" descriptionKey="notifications.description">
        <p className="muted">{t('notifications.loadFailed')}</p>
      </ProfileSection>
    );
  }
  if (!preferences) {
    return (
      <ProfileSection id="notifications" titleKey="notifications.title" descriptionKey="notifications.description">
        <p className="muted">{t('notifications.loading')}</p>
      </ProfileSection>
    );
  }

  const anyPush = NOTIFICATION_KINDS.some((kind) => preferences.kinds[kind].push);
  const toggle = (kind: NotificationKind, channel: 'push' | 'email') => {
    setStatus('idle');
    setPreferences({ ...preferences, kinds: { ...preferences.kinds, [kind]: { ...preferences.kinds[kind], [channel]: !preferences.kinds[kind][channel] } } });
  };
  const quietOn = preferences.quiet_hours !== null;

  const save = async () => {
    setStatus('saving');
    let next: NotificationPreferences = { ...preferences, quiet_hours: quietOn ? quiet : null, time_zone: browserTimeZone() };
    try {
      // Asked from this click: the browser shows its permission prompt only to a user's gesture.
      if (anyPush && !(await enablePush())) {
        next = { ...next, kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { ...next.kinds[kind], push: false }])) as NotificationPreferences['kinds'] };
        setPreferences(await saveNotifications(next));
        return setStatus('blocked');
      }
      if (!anyPush) await disablePush();
      setPreferences(await saveNotifications(next));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  const test = () => {
    sendTestNotification().then(
      (result) => setStatus(result.sent > 0 ? 'tested' : 'testFailed'),
      () => setStatus('testFailed'),
    );
  };

  const messages: Partial<Record<Status, string>> = {
    saved: t('notifications.saved'),
    blocked: t('notifications.blocked'),
    tested: t('notifications.tested'),
  };
  const errors: Partial<Record<Status, string>> = { failed: t('notifications.failed'), testFailed: t('notifications.testFailed') };

  return (
    <ProfileSection id="notifications" titleKey="notifications.title" descriptionKey="notifications.description">
      <form
        className="stack notifications-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {NOTIFICATION_KINDS.map((kind) => (
          <fieldset key={kind} className="form-field">
            <legend className="form-field__label">{t(`notifications.kinds.${kind}`)}</legend>
            <label className="checkbox">
              <input type="checkbox" checked={preferences.kinds[kind].push} disabled={!pushSupported()} onChange={() => toggle(kind, 'push')} /> {t('notifications.push')}
            </label>{' '}
            <label className="checkbox">
              <input type="checkbox" checked={preferences.kinds[kind].email} onChange={() => toggle(kind, 'email')} /> {t('notifications.email')}
            </label>
          </fieldset>
        ))}
        {pushSupported() ? null : <p className="muted">{t('notifications.pushUnsupported')}</p>}
        <fieldset className="form-field">
          <legend className="form-field__label">{t('notifications.quietHours')}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={quietOn} onChange={() => setPreferences({ ...preferences, quiet_hours: quietOn ? null : quiet })} /> {t('notifications.quietOn')}
          </label>
          {quietOn ? (
            <div className="notifications-form__quiet">
              <label>
                {t('notifications.quietStart')}{' '}
                <input className="input" type="time" required value={quiet.start} onChange={(event) => setQuiet({ ...quiet, start: event.target.value })} />
              </label>{' '}
              <label>
                {t('notifications.quietEnd')}{' '}
                <input className="input" type="time" required value={quiet.end} onChange={(event) => setQuiet({ ...quiet, end: event.target.value })} />
              </label>
            </div>
          ) : null}
          <p className="muted">{t('notifications.timeZone', { zone: browserTimeZone() })}</p>
        </fieldset>
        <div>
          <button type="submit" className="button button--primary" disabled={status === 'saving'}>
            {t('notifications.save')}
          </button>{' '}
          {anyPush && pushSupported() ? (
            <button type="button" className="button button--ghost" onClick={test}>
              {t('notifications.test')}
            </button>
          ) : null}
        </div>
        <p className="muted" role="status">
          {messages[status] ?? ''}
        </p>
        {errors[status] ? (
          <p className="form-field__error" role="alert">
            {errors[status]}
          </p>
        ) : null}
      </form>
    </ProfileSection>
  );
}
