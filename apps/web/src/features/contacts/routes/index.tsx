import { PageLayout } from '../../../components/ui/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { useCustomForm } from '../api/get-custom-form';
import { CustomFormView } from '../components/CustomFormView';
import '../contacts.css';

/** The channel's contact form, by alias `contact`; a channel without one simply shows no form. */
export function ContactsPage() {
  const { t } = useTranslation();
  const { data: form, error, loading, reload } = useCustomForm('contact');
  return (
    <PageLayout title={t('routes.contacts')} description={t('pages.contacts')} width="narrow">
      {loading ? <Spinner label={t('contacts.loading')} /> : null}
      {error ? <ErrorState message={t('contacts.loadFailed')} onRetry={reload} /> : null}
      {form ? <CustomFormView form={form} /> : null}
    </PageLayout>
  );
}
