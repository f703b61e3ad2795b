import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { refreshMe } from '../../../lib/session';
import { PasswordForm } from './PasswordForm';

/** A temporary password must be replaced before anything else (the server answers 403 PASSWORD_CHANGE_REQUIRED until then). */
export function ForcedPasswordChange() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('forced.title')}</h1>
        <p className="muted">{t('forced.intro')}</p>
        <PasswordForm
          submitLabel={t('forced.submit')}
          onChanged={async () => {
            await refreshMe(client);
            toast.success(t('account.passwordChanged'));
          }}
        />
      </div>
    </main>
  );
}
