import type { Geo } from '@ott/contracts/geo';
import { api } from '../../lib/api';
import { useTranslation } from '../../lib/i18n-react';
import { useApiData } from '../../lib/use-api-data';

/** Spec §1/§8: a viewer the channel blocks by region is told so, once, above the catalogue. */
export function RegionNotice() {
  const { t } = useTranslation();
  const { data } = useApiData<Geo>('geo', (signal) => api.get<Geo>('/geo', undefined, { signal }));
  if (!data?.is_geo_blocked) return null;
  return (
    <p className="region-notice" role="alert">
      {t('events.regionBlocked')}
    </p>
  );
}
