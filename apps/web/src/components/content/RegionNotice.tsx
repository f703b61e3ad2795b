import { geo } from '@ott/contracts/endpoints/viewer/channel';
import { call } from '../../lib/api-call';
import { useTranslation } from '../../lib/i18n-react';
import { useApiData } from '../../lib/use-api-data';

/** Spec §1/§8: a viewer the channel blocks by region is told so, once, above the catalogue. */
export function RegionNotice() {
  const { t } = useTranslation();
  const { data } = useApiData('geo', (signal) => call(geo, { signal }));
  if (!data?.is_geo_blocked) return null;
  return (
    <p className="region-notice" role="alert">
      {t('events.regionBlocked')}
    </p>
  );
}
