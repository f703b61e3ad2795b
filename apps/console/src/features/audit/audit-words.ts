import type { TFunction } from 'i18next';

/**
 * What an audit row's action did, in words ('event.update' → 'Updated'), from its last part; the item it was done to
 * has a column of its own. An action the console has no words for reads as its code, which the row shows too.
 */
export function actionWords(action: string, t: TFunction): string {
  const verb = action.slice(action.lastIndexOf('.') + 1);
  return t(`audit.verbs.${verb}`, { defaultValue: action });
}

/** An item's type in words ('promo_code' → 'Promo code'), else its code; with its id when it has one. */
export function itemWords(type: string, id: string | null, t: TFunction): string {
  const name = t(`audit.items.${type}`, { defaultValue: type });
  return id ? t('audit.item', { name, id }) : name;
}
