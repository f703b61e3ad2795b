import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { PageLayout } from '../../../components/ui/PageLayout';

interface AuthScreenProps {
  titleKey: string;
  descriptionKey: string;
  children?: ReactNode;
}

export function AuthScreen({ titleKey, descriptionKey, children }: AuthScreenProps) {
  const { t } = useTranslation();
  return (
    <PageLayout title={t(titleKey)} description={t(descriptionKey)} width="narrow">
      {children ? <div className="card card--padded auth-links">{children}</div> : null}
    </PageLayout>
  );
}
