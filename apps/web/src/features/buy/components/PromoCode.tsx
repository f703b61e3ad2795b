import type { CouponPreview } from '@ott/contracts/commerce';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/forms/Field';
import { isApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { applyCoupon } from '../api/passes';

/** A promo code checked with the server (`GET apply_coupon`); the accepted preview is handed up. */
export function PromoCode({ packageId, onApplied }: { packageId: number; onApplied: (preview: CouponPreview | null) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [code, setCode] = useState('');
  const [preview, setPreview] = useState<CouponPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setChecking(true);
    setError(null);
    try {
      const accepted = await applyCoupon(trimmed, packageId);
      setPreview(accepted);
      onApplied(accepted);
    } catch (caught) {
      setPreview(null);
      onApplied(null);
      setError(isApiError(caught) ? caught.message : t('passes.promo.failed'));
    } finally {
      setChecking(false);
    }
  };

  const money = (amount: number) => formatPrice(amount, preview?.currency ?? 'USD', language);
  return (
    <form className="promo" onSubmit={(event) => void submit(event)} noValidate>
      <div className="promo__row">
        <TextField
          name="promo_code"
          id="promo-code"
          label={t('passes.promo.label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error ? { message: error } : undefined}
          autoComplete="off"
        />
        <button type="submit" className="button button--ghost" disabled={checking || !code.trim()}>
          {t('passes.promo.apply')}
        </button>
      </div>
      {preview ? (
        <dl className="promo__summary" aria-label={t('passes.promo.summary')}>
          <dt>{t('passes.promo.price')}</dt>
          <dd>{money(preview.price)}</dd>
          {preview.service_fee > 0 ? (
            <>
              <dt>{t('passes.promo.fee')}</dt>
              <dd>{money(preview.service_fee)}</dd>
            </>
          ) : null}
          <dt>{t('passes.promo.discount', { code: preview.code })}</dt>
          <dd>−{money(preview.discount)}</dd>
          <dt>{t('passes.promo.total')}</dt>
          <dd className="promo__total">{money(preview.total)}</dd>
        </dl>
      ) : null}
    </form>
  );
}
