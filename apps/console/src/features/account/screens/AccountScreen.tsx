import { AdminTotpDisable, AdminTotpEnable, type AdminTotpSetup } from '@ott/contracts/admin-auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, Form, FormError, TextField } from '@ott/client/forms';
import { PageHeader } from '../../../components/PageHeader';
import { CopyButton } from '../../../components/CopyButton';
import { toast } from '../../../components/toast';
import { refreshMe, useMe } from '../../../lib/session';
import { disableTotp, enableTotp, startTotp } from '../api';
import { PasswordForm } from '../components/PasswordForm';

/** `/admin/account`: change the password; enrol or remove the authenticator (TOTP) second factor. */
export function AccountScreen() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <>
      <PageHeader title={t('account.title')} description={me.email} />
      <div className="stack">
        <section className="panel" aria-labelledby="password-heading">
          <h2 id="password-heading" className="panel__title">
            {t('account.passwordTitle')}
          </h2>
          <PasswordForm onChanged={() => void toast.success(t('account.passwordChanged'))} />
        </section>
        <section className="panel" aria-labelledby="totp-heading">
          <h2 id="totp-heading" className="panel__title">
            {t('account.totpTitle')}
          </h2>
          <TotpPanel enabled={me.totp_enabled} />
        </section>
      </div>
    </>
  );
}

type EnableValues = z.infer<typeof AdminTotpEnable>;
type DisableValues = z.infer<typeof AdminTotpDisable>;

function TotpPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [setup, setSetup] = useState<AdminTotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  // Turning it on asks for the password as well as the code; turning it off asks for a code as well as the password.
  const enableForm = useForm<EnableValues>({ resolver: zodResolver(AdminTotpEnable), defaultValues: { code: '', password: '' } });
  const disableForm = useForm<DisableValues>({ resolver: zodResolver(AdminTotpDisable), defaultValues: { password: '', code: '' } });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;

  if (enabled) {
    return (
      <>
        <p>
          <span className="badge badge--success">{t('account.totpOn')}</span> {t('account.totpOnIntro')}
        </p>
        <Form
          form={disableForm}
          onSubmit={async (values) => {
            try {
              await disableTotp(values);
              disableForm.reset();
              await refreshMe(client);
              toast.success(t('account.totpDisabled'));
            } catch (error) {
              applyServerErrors(disableForm, error);
            }
          }}
        >
          <FormError />
          <TextField name="password" label={t('account.yourPassword')} type="password" autoComplete="current-password" required />
          <TextField name="code" label={t('account.codeToDisable')} hint={t('account.codeToDisableHint')} autoComplete="one-time-code" required />
          <button type="submit" className="button button--danger" disabled={disableForm.formState.isSubmitting}>
            {t('account.disableTotp')}
          </button>
        </Form>
      </>
    );
  }

  if (!setup) {
    return (
      <>
        <p className="muted">{t('account.totpOffIntro')}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              setSetup(await startTotp());
            } catch (error) {
              toast.error(error instanceof Error ? error.message : t('error.body'));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('account.enrol')}
        </button>
      </>
    );
  }

  return (
    <div className="totp-setup">
      <ol className="totp-setup__steps">
        <li>{t('account.scan')}</li>
        <li>{t('account.enterCode')}</li>
      </ol>
      <div className="totp-setup__body">
        <img className="totp-setup__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} alt={t('account.qrAlt')} width={180} height={180} />
        <div>
          <p className="muted">{t('account.manualKey')}</p>
          <code className="code-block">{setup.secret}</code>
          <Form
            form={enableForm}
            onSubmit={async (values) => {
              try {
                const answer = await enableTotp(values);
                setSetup(null);
                enableForm.reset();
                setRecoveryCodes(answer.recovery_codes);
                await refreshMe(client);
              } catch (error) {
                applyServerErrors(enableForm, error);
              }
            }}
          >
            <FormError />
            <TextField name="code" label={t('account.code')} inputMode="numeric" autoComplete="one-time-code" required />
            <TextField name="password" label={t('account.yourPassword')} hint={t('account.passwordHint')} type="password" autoComplete="current-password" required />
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={enableForm.formState.isSubmitting}>
                {t('account.confirmEnrol')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setSetup(null)}>
                {t('common.cancel')}
              </button>
            </div>
          </Form>
        </div>
      </div>
    </div>
  );
}

/** Shown once, right after enrolment: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="recovery-codes" role="region" aria-label={t('account.recoveryTitle')}>
      <p className="notice notice--warning">{t('account.recoveryIntro')}</p>
      <ul className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <CopyButton text={codes.join('\n')}>{t('account.copy')}</CopyButton>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('account.savedCodes')}
        </button>
      </div>
    </div>
  );
}
