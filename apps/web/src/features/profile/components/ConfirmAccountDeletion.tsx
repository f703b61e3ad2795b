import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { isApiError } from '@ott/client/api-error';
import { useTranslation } from '../../../lib/i18n-react';
import { forgetSession } from '../../../lib/logout';
import { codedText, errorText } from '@ott/client/messages/server-text';
import { userStore } from '../../../lib/session';
import { useOneShot } from '../../../lib/use-one-shot';
import { confirmAccountDeletion } from '../api/account-deletion';

async function deleteAccount(email: string, code: string) {
  await confirmAccountDeletion(email, code);
  // The account's sessions ended with it: a browser signed in to it starts over as a visitor.
  if (userStore.get()) await forgetSession();
}

/** The mailed link was opened: the account goes, once, and the page says so. */
export function ConfirmAccountDeletion({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const { error, pending } = useOneShot(`delete-account:${email}:${code}`, () => deleteAccount(email, code));
  if (pending) return <Spinner label={t('profile.delete.deleting')} />;
  return (
    <div className="card card--padded form" role={error ? 'alert' : 'status'}>
      <h2 className="section-title">{error ? isApiError(error) ? errorText(t, error) : codedText(t, { code: 'SOMETHING_WENT_WRONG' }, 'Something went wrong') : t('profile.delete.doneTitle')}</h2>
      <p>{error ? t('profile.delete.failed') : t('profile.delete.done', { email })}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
