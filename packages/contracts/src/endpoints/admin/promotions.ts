import { endpoint } from '../../endpoint';
import { collection } from './collection';

export const promoCodes = collection('/channels/:channel_key/promo-codes', {
  page: () => import('../../admin-promotions').then((m) => m.AdminPromoCodesPage),
  item: () => import('../../admin-promotions').then((m) => m.AdminPromoCode),
  removed: () => import('../../admin-auth').then((m) => m.AdminDeleted),
});
export const promoPasses = endpoint({ method: 'GET', path: '/channels/:channel_key/promo-codes/passes', auth: 'session', response: () => import('../../admin-promotions').then((m) => m.AdminPromoPass.array()) });
