import type { AdminMe } from '@ott/contracts/admin-auth';
import type { AdminOperator } from '@ott/contracts/admin-operators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError, isNotFound } from '../../../lib/api';
import { administeredChannels, refreshMe, useMe } from '../../../lib/session';
import { createOperator, deleteOperator, operatorQuery, operatorsKey, updateOperator } from '../api';
import { grantsOf, OperatorForm, type OperatorFormValues } from '../components/OperatorForm';
import { TemporaryPassword } from '../components/TemporaryPassword';
import '../operators.css';

/** `operators/new` and `operators/:operatorId`. */
export function OperatorEditor() {
  const { operatorId } = useParams();
  const { t } = useTranslation('operators');
  const { data: me } = useMe();
  const id = operatorId === undefined ? null : Number(operatorId);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const operator = useQuery({ ...operatorQuery(valid && id !== null ? id : 0), enabled: valid && id !== null });
  if (!valid || operator.error) {
    return (
      <div role="alert" className="notice notice--warning">
        <p>{!valid || isNotFound(operator.error) ? t('notFound') : t('loadFailed')}</p>
        <Link to="/operators">{t('backToList')}</Link>
      </div>
    );
  }
  if (!me || (id !== null && !operator.data)) return <p role="status">{t('loading')}</p>;
  return <OperatorEditorLoaded key={operator.data?.id ?? 'new'} operator={operator.data ?? null} me={me} />;
}

/** A temporary password just issued, to show once. */
interface Issued {
  operatorId: number;
  email: string;
  password: string;
}

function OperatorEditorLoaded({ operator, me }: { operator: AdminOperator | null; me: AdminMe }) {
  const { t } = useTranslation('operators');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [issued, setIssued] = useState<Issued | null>(null);
  const grantable = administeredChannels(me);
  const isSelf = operator?.id === me.id;
  // An admin may change such an operator's roles on their channels, but the server keeps a reset or a delete for whoever administers all of them.
  const reachesWhole = !operator?.holds_other_channels;
  // The API client has put the server's refusal in the operator's language; anything else is said in general terms.
  const failed = (error: unknown) => toast.error(isApiError(error) ? error.message : t('failed'));
  /** This operator is gone from the signed-in operator's reach: their page is not asked for again, the list is. */
  const leave = async (id: number) => {
    // Away from the page first: a query dropped while its page still shows would be asked for again at once.
    await navigate('/operators');
    client.removeQueries({ queryKey: operatorQuery(id).queryKey, exact: true });
    await client.invalidateQueries({ queryKey: operatorsKey });
  };
  const show = (operatorId: number, email: string, password: string | null) => {
    if (password) setIssued({ operatorId, email, password });
    else toast.error(t('failed'));
  };

  if (issued) {
    return (
      <>
        <PageHeader title={operator?.name ?? t('new.title')} description={issued.email} />
        <TemporaryPassword
          email={issued.email}
          password={issued.password}
          onDone={() => {
            setIssued(null);
            if (!operator) void navigate(`/operators/${issued.operatorId}`, { replace: true });
          }}
        />
      </>
    );
  }

  async function save(values: OperatorFormValues) {
    const channels = values.is_owner ? [] : grantsOf(values);
    if (!operator) {
      const created = await createOperator({ email: values.email.trim(), name: values.name, is_owner: values.is_owner, channels });
      await client.invalidateQueries({ queryKey: operatorsKey });
      toast.success(t('new.created', { name: created.operator.name }));
      show(created.operator.id, created.operator.email, created.temporary_password);
      return;
    }
    const saved = await updateOperator(
      operator.id,
      // One's own page changes the name only (see OperatorForm).
      isSelf ? { name: values.name } : { name: values.name, ...(me.is_owner ? { is_owner: values.is_owner } : {}), ...(values.is_owner ? {} : { channels }) },
    );
    toast.success(t('edit.saved', { name: saved.operator.name }));
    // An admin who took away every role they could see no longer manages this operator.
    if (!me.is_owner && saved.operator.channels.length === 0) return leave(operator.id);
    client.setQueryData(operatorQuery(operator.id).queryKey, saved.operator);
    await client.invalidateQueries({ queryKey: operatorsKey });
    if (isSelf) await refreshMe(client);
  }

  async function resetPassword() {
    if (!operator) return;
    const ok = await confirm({ title: t('reset.title'), message: t('reset.message', { name: operator.name }), confirmLabel: t('reset.confirm') });
    if (!ok) return;
    try {
      const answer = await updateOperator(operator.id, { reset_password: true });
      client.setQueryData(operatorQuery(operator.id).queryKey, answer.operator);
      await client.invalidateQueries({ queryKey: operatorsKey });
      show(operator.id, operator.email, answer.temporary_password);
    } catch (error) {
      failed(error);
    }
  }

  async function remove() {
    if (!operator) return;
    const ok = await confirm({ title: t('delete.title'), message: t('delete.message', { name: operator.name, email: operator.email }), confirmLabel: t('delete.confirm'), danger: true });
    if (!ok) return;
    try {
      await deleteOperator(operator.id);
      toast.success(t('delete.done', { name: operator.name }));
      await leave(operator.id);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <>
      <PageHeader
        title={operator ? operator.name : t('new.title')}
        description={operator ? operator.email : t('new.intro')}
        actions={
          operator && !isSelf && reachesWhole ? (
            <div className="button-row">
              <button type="button" className="button button--secondary" onClick={() => void resetPassword()}>
                {t('reset.action')}
              </button>
              <button type="button" className="button button--danger" onClick={() => void remove()}>
                {t('delete.action')}
              </button>
            </div>
          ) : null
        }
      />
      {isSelf ? (
        <p className="notice">
          <Trans t={t} i18nKey="edit.self" components={{ account: <Link to="/account" /> }} />
        </p>
      ) : null}
      {operator && !isSelf && !reachesWhole ? <p className="notice">{t('edit.elsewhere')}</p> : null}
      {operator?.must_change_password ? <p className="notice notice--warning">{t('edit.mustChange')}</p> : null}
      <section className="panel">
        <OperatorForm operator={operator} grantable={grantable} mayMakeOwners={me.is_owner} isSelf={isSelf} onSubmit={save} />
      </section>
    </>
  );
}
