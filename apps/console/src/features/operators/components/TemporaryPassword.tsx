import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

/**
 * A temporary password, shown once: the server keeps only its hash. The heading takes the focus, so that a keyboard or
 * screen reader user lands on it as it replaces the form.
 */
export function TemporaryPassword({ email, password, onDone }: { email: string; password: string; onDone: () => void }) {
  const { t } = useTranslation('operators');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel temporary-password" aria-labelledby="temporary-password-title">
      <h2 id="temporary-password-title" className="panel__title" ref={heading} tabIndex={-1}>
        {t('password.title')}
      </h2>
      <p className="notice notice--warning">{t('password.intro', { email })}</p>
      <p>
        <code className="code-block temporary-password__value">{password}</code>
      </p>
      <div className="button-row">
        <CopyButton text={password}>{t('password.copy')}</CopyButton>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('password.done')}
        </button>
      </div>
    </section>
  );
}
