import type { Order, Pass } from '@ott/contracts/commerce';
import type { BuyItem } from '@ott/contracts/payments';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessages';
import { isApiError, isNotFound } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import { buy, findPendingOrder, previewInvoice, useInvoicePreview, useSubscription } from '../api/checkout';
import { usePackage } from '../api/passes';
import { buyItemFor, canStartTrial, PAYMENT_IN_PROGRESS, type PurchaseTarget } from '../model/purchase';
import { OrderSummary } from './OrderSummary';
import { PaymentFailedDialog } from './PaymentFailedDialog';
import { PaymentForm, type PaymentChoice } from './PaymentForm';
import { PaymentStatus, TrialStarted } from './PaymentStatus';
import { TrialOffer } from './TrialOffer';
import { usePurchase } from './use-purchase';

/** `/buy` for one pass: the summary and payment form, then the processing screen, then the order's confirmation page. */
export function Checkout({ target, initialCode }: { target: PurchaseTarget; initialCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const purchase = usePurchase();
  const [trial, setTrial] = useState<Order | null>(null);
  // The settled screens stay while the caches they cleared fill again.
  const [bought, setBought] = useState<{ pass: Pass; item: BuyItem } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const packageData = usePackage(target.kind === 'package' ? target.id : null);
  const subscriptionData = useSubscription(target.kind === 'subscription' ? target.id : null);
  const { data: pass, error, reload } = target.kind === 'package' ? packageData : subscriptionData;
  const item = pass ? buyItemFor(target, pass) : null;
  const { state, track } = purchase;

  const follow = useCallback(
    (following: { pass: Pass; item: BuyItem }, orderIds: number[]) => {
      setBought(following);
      // The processing screen takes over from the form; it follows the orders from here.
      void track(orderIds);
    },
    [track],
  );

  // A payment of this item already under way (a reload mid-payment, another tab): its processing state, not a second form.
  const itemKey = item && user ? `${item.type}:${item.id}:${user.id}` : null;
  useEffect(() => {
    if (!itemKey || !pass || !item) return;
    const controller = new AbortController();
    void findPendingOrder(item, controller.signal).then((order) => {
      if (order && !controller.signal.aborted) follow({ pass, item }, [order.id]);
    });
    return () => controller.abort();
    // Looked up once per item and user, not on every render of the pass.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemKey]);

  const completed = state.phase === 'success' ? state.orders[0]?.id : undefined;
  useEffect(() => {
    if (completed !== undefined) void navigate(`/buy/complete/${completed}`, { replace: true });
  }, [completed, navigate]);

  if (trial) return <TrialStarted order={trial} />;
  const settling = bought !== null && state.phase !== 'idle' && state.phase !== 'failed';
  const status = settling ? <PaymentStatus state={state} pass={bought.pass} item={bought.item} onCheckAgain={(ids) => void track(ids)} /> : null;
  if (isNotFound(error)) return <p className="notice">{t('passes.invalidId')}</p>;
  if (error) return <ErrorState message={t('passes.loadFailed')} onRetry={reload} />;
  if (!pass || !item) return status ?? <Spinner label={t('passes.loading')} />;

  const pay = async (choice: PaymentChoice, coupon: string | null) => {
    setNotice(null);
    try {
      const { orders } = await buy({ ...item, ...(coupon ? { coupon } : {}), ...choice });
      follow({ pass, item }, orders.map((order) => order.id));
    } catch (buyError) {
      // Another buy of this item is waiting for its payment: follow that one instead of charging again.
      const running = isApiError(buyError) && buyError.code === PAYMENT_IN_PROGRESS ? await findPendingOrder(item) : null;
      if (!running) throw buyError;
      setNotice(t('buy.errors.paymentInProgress'));
      follow({ pass, item }, [running.id]);
    }
  };
  return (
    <>
      {notice && settling ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {status}
      {/* Kept mounted while the payment settles: a declined card comes back to what the buyer chose and ticked. */}
      <div hidden={settling}>
        <CheckoutForm pass={pass} item={item} initialCode={initialCode} onPay={pay} onTrialStarted={setTrial} />
      </div>
      {state.phase === 'failed' ? <PaymentFailedDialog message={state.message} onClose={purchase.reset} /> : null}
    </>
  );
}

interface CheckoutFormProps {
  pass: Pass;
  item: BuyItem;
  initialCode: string;
  onPay: (choice: PaymentChoice, coupon: string | null) => Promise<void>;
  onTrialStarted: (order: Order) => void;
}

function CheckoutForm({ pass, item, initialCode, onPay, onTrialStarted }: CheckoutFormProps) {
  const { t } = useTranslation();
  const user = useUser();
  const base = useInvoicePreview(item);
  const [coupon, setCoupon] = useState<{ code: string; preview: NonNullable<typeof base.data> } | null>(null);

  if (pass.purchased)
    return (
      <div className="notice checkout__owned">
        <p>{t('passes.alreadyOwned')}</p>
        <Link to="/profile">{t('buy.success.orders')}</Link>
      </div>
    );

  const applyCode = async (code: string) => {
    try {
      setCoupon({ code, preview: await previewInvoice({ ...item, coupon: code }) });
    } catch (error) {
      setCoupon(null);
      throw error;
    }
  };
  const preview = coupon?.preview ?? base.data;
  return (
    <div className="checkout">
      <OrderSummary pass={pass} preview={preview} code={coupon?.code ?? null} failed={Boolean(base.error)} onRetry={base.reload} applyCode={applyCode} initialCode={initialCode} />
      <div className="checkout__main stack stack--large">
        {canStartTrial(pass, user) ? <TrialOffer pass={pass} onStarted={onTrialStarted} /> : null}
        {user ? (
          <PaymentForm total={preview ? { amount: preview.total, currency: preview.currency } : null} onPay={(choice) => onPay(choice, coupon?.code ?? null)} />
        ) : (
          <SignInToBuy />
        )}
      </div>
    </div>
  );
}

/**
 * Spec §2: a signed-out buyer signs in (or registers) and comes back here. The navigation guard has
 * remembered this page, and sends a visitor who goes from login or registration to /buy back there.
 */
function SignInToBuy() {
  const { t } = useTranslation();
  return (
    <section className="card card--padded checkout__sign-in" aria-labelledby="checkout-sign-in-title">
      <h2 id="checkout-sign-in-title" className="section-title">
        {t('buy.payment.title')}
      </h2>
      <p className="muted">{t('buy.signIn.text')}</p>
      <div className="checkout-actions">
        <Link className="button button--primary" to="/login">
          {t('passes.signInToContinue')}
        </Link>
        <Link className="button button--ghost" to="/registration">
          {t('buy.signIn.register')}
        </Link>
      </div>
    </section>
  );
}
