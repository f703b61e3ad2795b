import { endpoint } from '../../endpoint';

const schemas = () => import('../../admin-operators');

/**
 * The console's operators: owners manage everyone, an admin the operators of the channels they administer. Creating
 * one, or resetting a password, answers the operator with a temporary password shown once.
 */
export const operators = {
  list: endpoint({ method: 'GET', path: '/operators', auth: 'session', envelope: true, response: () => schemas().then((m) => m.AdminOperatorsPage) }),
  one: endpoint({ method: 'GET', path: '/operators/:id', auth: 'session', response: () => schemas().then((m) => m.AdminOperator) }),
  create: endpoint({ method: 'POST', path: '/operators', auth: 'session', response: () => schemas().then((m) => m.AdminOperatorWithPassword) }),
  update: endpoint({ method: 'PATCH', path: '/operators/:id', auth: 'session', response: () => schemas().then((m) => m.AdminOperatorWithPassword) }),
  remove: endpoint({ method: 'DELETE', path: '/operators/:id', auth: 'session', response: () => import('../../admin-auth').then((m) => m.AdminDeleted) }),
};
