import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { api } from '../lib/api';
import { removeSplash } from './splash';

/** Spec §9: the reload button on the error screen waits 60 seconds. */
export const WHOOPS_RELOAD_WAIT_SECONDS = 60;

interface WhoopsProps {
  requestApiKey?: () => Promise<unknown>;
  reload?: () => void;
}

/** The start-up failure screen: apologise, count down, then let the visitor retry. */
export function Whoops({ requestApiKey = () => api.refreshApiKey(), reload = () => window.location.reload() }: WhoopsProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(WHOOPS_RELOAD_WAIT_SECONDS);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    document.title = t('whoops.title');
    removeSplash();
  }, [t]);
  // From the moment the screen is shown (a passive effect may start a frame later, and each second with it), and
  // against a deadline, so a throttled background tab still waits the real 60 seconds.
  useLayoutEffect(() => {
    const deadline = Date.now() + WHOOPS_RELOAD_WAIT_SECONDS * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  const retry = async () => {
    setRetrying(true);
    try {
      await requestApiKey();
    } catch {
      // The reload below shows this screen again if the service is still down.
    }
    reload();
  };

  const waiting = secondsLeft > 0;
  return (
    <main className="whoops" id="main">
      <div className="whoops__card">
        <div className="whoops__icon" aria-hidden="true">!</div>
        <h1 className="whoops__title">{t('whoops.title')}</h1>
        <p className="whoops__message">{t('whoops.message')}</p>
        <button type="button" className="button button--primary button--large" disabled={waiting || retrying} onClick={retry}>
          {waiting ? t('whoops.reloadIn', { seconds: secondsLeft }) : t('whoops.reload')}
        </button>
        <p className="visually-hidden" aria-live="polite">
          {waiting && secondsLeft % 15 === 0 ? t('whoops.countdown', { seconds: secondsLeft }) : ''}
        </p>
      </div>
    </main>
  );
}
