import { AdminLocationInput } from '@ott/contracts/admin-content';
import type { EventLocation } from '@ott/contracts/channel';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ott/client/forms';
import { CountryField } from '../../../components/CountryField';
import { CountryCodeInput, countryNameOf } from '../../../components/countries';
import { CollectionScreen } from '../components/CollectionScreen';

/** The location's fields, its country picked by name (the form keeps the code). */
const LocationForm = AdminLocationInput.extend({ country_code: CountryCodeInput });

/** Where events take place: events and prerolls refer to these. */
export function LocationsScreen() {
  const { t, i18n } = useTranslation('content');
  return (
    <CollectionScreen<EventLocation, AdminLocationInput>
      area="locations"
      prefix="locations"
      nameOf={(location) => location.name}
      renderSummary={(location) => (
        <>
          <span className="content-row__title">{location.name}</span>
          <span className="content-row__meta">
            {location.city} · {countryNameOf(location.country_code, i18n.language) ?? location.country_code}
          </span>
        </>
      )}
      schema={LocationForm}
      emptyValues={{ name: '', city: '', country_code: '' }}
      valuesOf={(location) => ({ name: location.name, city: location.city, country_code: location.country_code })}
      fields={
        <>
          <TextField name="name" label={t('locations.fields.name')} required maxLength={200} />
          <TextField name="city" label={t('locations.fields.city')} required maxLength={120} />
          <CountryField name="country_code" label={t('locations.fields.country')} hint={t('locations.fields.countryHint')} required />
        </>
      }
    />
  );
}
