import type { AdminPromoCode, AdminPromoCodeInput, AdminPromoPass } from '@ott/contracts/admin-promotions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError, isNotFound } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { serverText } from '../../../lib/server-text';
import { createPromo, deletePromo, eventChoicesQuery, money, passChoicesQuery, promoKey, promoQuery, updatePromo } from '../api';
import { PromoCodeForm } from '../components/PromoCodeForm';
import '../promotions.css';

/** `promo-codes/new` and `promo-codes/:promoId`. */
export function PromoCodeEditor() {
  const { promoId } = useParams();
  const { t } = useTranslation('promotions');
  const channel = useConsoleChannel();
  const id = promoId === undefined ? null : Number(promoId);
  const code = useQuery({ ...promoQuery(channel.key, id ?? 0), enabled: id !== null });
  const passes = useQuery(passChoicesQuery(channel.key));
  const events = useQuery(eventChoicesQuery(channel.key));
  const failed = code.error ?? passes.error ?? events.error;
  if (failed) {
    return (
      <div role="alert" className="notice notice--warning">
        <p>{isNotFound(failed) ? t('notFound') : t('loadFailed')}</p>
      </div>
    );
  }
  if (!passes.data || !events.data || (id !== null && !code.data)) return <p role="status">{t('loading')}</p>;
  return <PromoCodeEditorLoaded key={code.data?.id ?? 'new'} code={code.data ?? null} passes={passes.data} events={events.data} />;
}

function PromoCodeEditorLoaded({ code, passes, events }: { code: AdminPromoCode | null; passes: AdminPromoPass[]; events: Parameters<typeof PromoCodeForm>[0]['events'] }) {
  const { t, i18n } = useTranslation('promotions');
  const channel = useConsoleChannel();
  const canEdit = channel.can('admin');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  // Refused fields carry their messages under them; the toast only says where to look.
  const failed = (error: unknown) => toast.error(isApiError(error) ? (Object.keys(error.errors).length > 0 ? t('fixFields') : serverText(error.message)) : t('failed'));

  async function save(body: AdminPromoCodeInput) {
    try {
      if (code) {
        const saved = await updatePromo(channel.key, code.id, body);
        toast.success(t('saved', { code: saved.code }));
      } else {
        const saved = await createPromo(channel.key, body);
        toast.success(t('created', { code: saved.code }));
        void navigate(`../${saved.id}`, { relative: 'path', replace: true });
      }
      await client.invalidateQueries({ queryKey: promoKey(channel.key) });
    } catch (error) {
      failed(error);
      throw error;
    }
  }

  async function deactivate() {
    if (!code) return;
    // Buyers part-way through a checkout with the code lose it at once; it can be turned on again from the form.
    if (!(await confirm({ title: t('deactivateTitle'), message: t('deactivateMessage', { code: code.code }), confirmLabel: t('deactivate') }))) return;
    try {
      await updatePromo(channel.key, code.id, { active: false });
      await client.invalidateQueries({ queryKey: promoKey(channel.key) });
      toast.success(t('deactivated', { code: code.code }));
    } catch (error) {
      failed(error);
    }
  }

  async function remove() {
    if (!code) return;
    if (!(await confirm({ title: t('deleteTitle'), message: t('deleteMessage', { code: code.code }), confirmLabel: t('delete'), danger: true }))) return;
    try {
      await deletePromo(channel.key, code.id);
      await client.invalidateQueries({ queryKey: promoKey(channel.key) });
      toast.success(t('deleted', { code: code.code }));
      void navigate('..', { relative: 'path' });
    } catch (error) {
      failed(error);
    }
  }

  const used = code ? code.redeemed + code.reserved > 0 : false;
  return (
    <>
      <PageHeader
        title={code ? code.code : t('form.new')}
        description={
          code
            ? t('figures', {
                redeemed: code.redeemed,
                reserved: code.reserved,
                revenue: money(code.revenue, code.figures_currency, i18n.language),
                discount: money(code.discount_given, code.figures_currency, i18n.language),
              })
            : t('form.newDescription')
        }
        actions={
          code && canEdit ? (
            <div className="promo-actions">
              {code.active ? (
                <button type="button" className="button button--secondary" onClick={() => void deactivate()}>
                  {t('deactivate')}
                </button>
              ) : null}
              <button type="button" className="button button--danger" disabled={used} title={used ? t('deleteUsed') : undefined} onClick={() => void remove()}>
                {t('delete')}
              </button>
            </div>
          ) : null
        }
      />
      {!canEdit ? <p className="notice">{t('readOnly')}</p> : null}
      {code && used && canEdit ? <p className="muted">{t('deleteUsed')}</p> : null}
      <PromoCodeForm key={`${code?.id ?? 'new'}-${code?.updated_at ?? ''}`} code={code} passes={passes} events={events} readOnly={!canEdit} onSubmit={save} />
    </>
  );
}
