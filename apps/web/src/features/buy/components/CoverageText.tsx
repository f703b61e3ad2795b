import { useTranslation } from '../../../lib/i18n-react';
import type { Coverage } from './pass-coverage';

/** One line saying what a pass opens. */
export function CoverageText({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (coverage.kind) {
      case 'everything':
        return t('passes.covers.everything');
      case 'event':
        return t('passes.covers.event');
      case 'teams':
        return t('passes.covers.teams', { count: coverage.ids.length });
      case 'categories':
        return t('passes.covers.categories', { names: coverage.names.join(', ') });
      case 'addition':
        return coverage.names.length ? t('passes.covers.addition', { names: coverage.names.join(', ') }) : null;
      case 'none':
        return null;
    }
  })();
  return text ? <p className="pass-card__covers">{text}</p> : null;
}
