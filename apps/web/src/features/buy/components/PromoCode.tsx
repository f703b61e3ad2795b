import type { CouponPreview } from '@ott/contracts/commerce';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { applyCoupon } from '../api/passes';
import { PriceBreakdown } from './PriceBreakdown';
import { PromoCodeForm } from './PromoCodeForm';

/** A promo code checked with the server (`GET apply_coupon`); the accepted preview is handed up. */
export function PromoCode({ packageId, onApplied }: { packageId: number; onApplied: (preview: CouponPreview | null) => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<CouponPreview | null>(null);

  const apply = async (code: string) => {
    try {
      const accepted = await applyCoupon(code, packageId);
      setPreview(accepted);
      onApplied(accepted);
    } catch (error) {
      setPreview(null);
      onApplied(null);
      throw error;
    }
  };

  return (
    <div>
      <PromoCodeForm apply={apply} />
      {preview ? <PriceBreakdown summary={preview} currency={preview.currency} code={preview.code} label={t('passes.promo.summary')} /> : null}
    </div>
  );
}
