import { SocialProvider } from '@ott/contracts/auth';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { isApiError } from '@ott/client/api-error';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { errorText } from '@ott/client/messages/server-text';
import { useOneShot } from '../../../lib/use-one-shot';
import { finishSocialLogin } from '../api/social-login';
import { startSession } from '../api/start-session';

interface SocialCallbackProps {
  provider: string;
  /** The query of the provider's redirect: `code`, `state`, maybe `iss`, or `error` when the user declined. */
  search: URLSearchParams;
}

/** The provider sent the user back: trade its one-time code for a session, then go back to the remembered page. */
export function SocialCallback({ provider, search }: SocialCallbackProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const known = SocialProvider.safeParse(provider);
  const code = search.get('code');
  const state = search.get('state');
  const iss = search.get('iss') ?? undefined;
  const ready = known.success && code && state ? { provider: known.data, callback: { code, state, iss } } : null;
  const { error, pending } = useOneShot(ready && `social:${ready.provider}:${ready.callback.code}`, async () => {
    if (!ready) return;
    await startSession(await finishSocialLogin(ready.provider, ready.callback));
  });
  const signedIn = ready !== null && !pending && !error;

  useEffect(() => {
    if (signedIn) void navigate(returnPage(), { replace: true });
  }, [signedIn, navigate]);

  if (pending || signedIn) return <Spinner label={t('auth.social.finishing')} />;
  const message = isApiError(error) ? errorText(t, error) : t('auth.social.incomplete');
  return (
    <div className="card card--padded form" role="alert">
      <p>{message}</p>
      <Link className="button button--primary" to="/login">
        {t('auth.backToLogin')}
      </Link>
    </div>
  );
}
