import { endpoint } from '../../endpoint';

const passes = '/channels/:channel_key/passes';
const pass = () => import('../../admin-offer').then((m) => m.AdminPass);
const removed = () => import('../../admin-auth').then((m) => m.AdminDeleted);

export const passList = endpoint({ method: 'GET', path: passes, auth: 'session', response: () => import('../../admin-offer').then((m) => m.AdminPass.array()) });
export const passOne = endpoint({ method: 'GET', path: `${passes}/:id`, auth: 'session', response: pass });
export const createPass = endpoint({ method: 'POST', path: passes, auth: 'session', response: pass });
export const updatePass = endpoint({ method: 'PATCH', path: `${passes}/:id`, auth: 'session', response: () => import('../../admin-offer').then((m) => m.AdminPassUpdated) });
export const deletePass = endpoint({ method: 'DELETE', path: `${passes}/:id`, auth: 'session', response: removed });
export const reorderPasses = endpoint({ method: 'PUT', path: `${passes}/order`, auth: 'session', response: () => import('../../admin-offer').then((m) => m.AdminPass.array()) });
export const previewPriceChange = endpoint({ method: 'POST', path: `${passes}/:id/price-preview`, auth: 'session', response: () => import('../../admin-offer').then((m) => m.AdminPriceChangeImpact) });
/** Multipart: a pass's picture (field `file`). */
export const passImage = endpoint({ method: 'POST', path: `${passes}/:id/image`, auth: 'session', response: pass });

const rules = '/channels/:channel_key/pricing-rules';
const rule = () => import('../../admin-offer').then((m) => m.AdminPricingRule);
export const pricingRules = endpoint({ method: 'GET', path: rules, auth: 'session', response: () => import('../../admin-offer').then((m) => m.AdminPricingRule.array()) });
export const createPricingRule = endpoint({ method: 'POST', path: rules, auth: 'session', response: rule });
export const updatePricingRule = endpoint({ method: 'PATCH', path: `${rules}/:id`, auth: 'session', response: rule });
export const deletePricingRule = endpoint({ method: 'DELETE', path: `${rules}/:id`, auth: 'session', response: removed });
export const setEventPrices = endpoint({ method: 'POST', path: '/channels/:channel_key/events/prices', auth: 'session', response: () => import('../../admin-offer').then((m) => m.AdminEventPricesResult) });
