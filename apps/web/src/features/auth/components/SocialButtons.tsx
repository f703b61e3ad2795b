import type { SocialProvider } from '@ott/contracts/auth';
import { useState } from 'react';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { useTranslation } from '../../../lib/i18n-react';
import { leaveApp } from '../../../lib/leave-app';
import { startSocialLogin } from '../api/social-login';

/** "Continue with Google/Facebook", for the providers the channel's settings file enables. */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const { url } = await startSocialLogin(provider);
      leaveApp(url);
    } catch (error) {
      toastRequestError(error, t);
      setPending(null);
    }
  };

  return (
    <div className="social-buttons" role="group" aria-label={t('auth.social.label')}>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`button button--ghost social-button social-button--${provider}`}
          disabled={pending !== null}
          aria-busy={pending === provider || undefined}
          onClick={() => void start(provider)}
        >
          <span className="social-button__mark" aria-hidden="true">
            {provider === 'google' ? 'G' : 'f'}
          </span>
          {t(`auth.social.${provider}`)}
        </button>
      ))}
    </div>
  );
}
