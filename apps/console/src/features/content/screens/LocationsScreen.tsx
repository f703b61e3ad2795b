import { AdminLocationInput } from '@ott/contracts/admin-content';
import type { EventLocation } from '@ott/contracts/channel';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { CollectionScreen } from '../components/CollectionScreen';

/** Where events take place: events and prerolls refer to these. */
export function LocationsScreen() {
  const { t } = useTranslation('content');
  return (
    <CollectionScreen<EventLocation, AdminLocationInput>
      area="locations"
      prefix="locations"
      nameOf={(location) => location.name}
      renderSummary={(location) => (
        <>
          <span className="content-row__title">{location.name}</span>
          <span className="content-row__meta">
            {location.city} · {location.country_code}
          </span>
        </>
      )}
      schema={AdminLocationInput}
      emptyValues={{ name: '', city: '', country_code: '' }}
      valuesOf={(location) => ({ name: location.name, city: location.city, country_code: location.country_code })}
      fields={
        <>
          <TextField name="name" label={t('locations.fields.name')} required maxLength={200} />
          <TextField name="city" label={t('locations.fields.city')} required maxLength={120} />
          <TextField name="country_code" label={t('locations.fields.country')} hint={t('locations.fields.countryHint')} required maxLength={2} autoCapitalize="characters" spellCheck={false} />
        </>
      }
    />
  );
}
