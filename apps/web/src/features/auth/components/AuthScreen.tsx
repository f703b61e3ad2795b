import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { useTranslation } from '../../../lib/i18n-react';

interface AuthScreenProps {
  titleKey: string;
  descriptionKey: string;
  children: ReactNode;
}

/** The narrow, titled frame of every sign-in and account-recovery screen. */
export function AuthScreen({ titleKey, descriptionKey, children }: AuthScreenProps) {
  const { t } = useTranslation();
  return (
    <PageLayout title={t(titleKey)} description={t(descriptionKey)} width="narrow">
      <div className="auth-screen">{children}</div>
    </PageLayout>
  );
}

/** A mailed link without the parts it needs: say so and offer the way to get a new one. */
export function IncompleteLink({ retryTo, retryLabel }: { retryTo: string; retryLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="card card--padded form" role="alert">
      <p>{t('auth.incompleteLink')}</p>
      <Link className="button button--primary" to={retryTo}>
        {retryLabel}
      </Link>
    </div>
  );
}
