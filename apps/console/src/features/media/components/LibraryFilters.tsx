import { MediaAssetState } from '@ott/contracts/admin-media';
import { useTranslation } from 'react-i18next';
import { hasFilters, type LibraryFilters as Filters } from '../filters';

/** State, use, date range and duration range; every change goes to the page address. */
export function LibraryFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('media');
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const minutes = (value: string) => (value === '' ? undefined : Math.max(0, Number(value)));
  return (
    <>
      <label className="filter media-filter">
        <span className="filter__label">{t('filters.state')}</span>
        <select className="input select select--small" value={filters.state ?? ''} onChange={(event) => set({ state: (event.target.value || undefined) as Filters['state'] })}>
          <option value="">{t('filters.all')}</option>
          {MediaAssetState.options.map((state) => (
            <option key={state} value={state}>
              {t(`state.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="filter media-filter">
        <span className="filter__label">{t('filters.used')}</span>
        <select className="input select select--small" value={filters.used ?? ''} onChange={(event) => set({ used: (event.target.value || undefined) as Filters['used'] })}>
          <option value="">{t('filters.all')}</option>
          <option value="used">{t('filters.usedValues.used')}</option>
          <option value="unused">{t('filters.usedValues.unused')}</option>
        </select>
      </label>
      <label className="filter media-filter">
        <span className="filter__label">{t('filters.from')}</span>
        <input type="date" className="input input--small" value={filters.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} />
      </label>
      <label className="filter media-filter">
        <span className="filter__label">{t('filters.to')}</span>
        <input type="date" className="input input--small" value={filters.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} />
      </label>
      <label className="filter media-filter media-filter--number">
        <span className="filter__label">{t('filters.minDuration')}</span>
        <input type="number" min={0} className="input input--small" value={filters.min ?? ''} onChange={(event) => set({ min: minutes(event.target.value) })} />
      </label>
      <label className="filter media-filter media-filter--number">
        <span className="filter__label">{t('filters.maxDuration')}</span>
        <input type="number" min={0} className="input input--small" value={filters.max ?? ''} onChange={(event) => set({ max: minutes(event.target.value) })} />
      </label>
      {hasFilters(filters) ? (
        <button type="button" className="button button--ghost button--small media-filter__clear" onClick={() => onChange({})}>
          {t('filters.clear')}
        </button>
      ) : null}
    </>
  );
}
