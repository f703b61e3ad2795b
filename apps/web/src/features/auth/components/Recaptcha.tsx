import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { messageText } from '@ott/client/messages/server-text';
import { loadRecaptcha, type Grecaptcha } from './recaptcha-script';

interface RecaptchaProps {
  siteKey: string;
  onToken: (token: string) => void;
  /** The form's error for the token, as the schema or the server words it. */
  error?: { message?: string };
  /** Changing it clears the widget: a token is good for one submission only. */
  resetKey: number;
}

/** Google's "I'm not a robot" checkbox; its token goes with the registration. */
export function Recaptcha({ siteKey, onToken, error, resetKey }: RecaptchaProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const tokenHandler = useRef(onToken);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    tokenHandler.current = onToken;
  });

  useEffect(() => {
    let live = true;
    loadRecaptcha().then(
      (api) => {
        const element = container.current;
        if (!live || !element || widget.current) return;
        const id = api.render(element, {
          sitekey: siteKey,
          hl: i18n.language,
          callback: (token) => tokenHandler.current(token),
          'expired-callback': () => tokenHandler.current(''),
        });
        widget.current = { api, id };
      },
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
    };
  }, [siteKey, i18n.language]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    tokenHandler.current('');
  }, [resetKey]);

  const message = unavailable ? t('auth.registration.recaptchaUnavailable') : error?.message ? messageText(t, error.message) : undefined;
  return (
    <div className="form-field">
      <div ref={container} className="recaptcha" />
      {message ? (
        <p id="field-recaptcha_token-error" className="form-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
