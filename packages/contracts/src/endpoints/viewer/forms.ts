import { endpoint } from '../../endpoint';

/** Spec §8: the viewer's client resolves an unknown form's 404 to null (the form is then absent), so null parses too. */
export const customForm = endpoint({
  method: 'GET',
  path: '/custom-forms/:alias',
  auth: 'api_key',
  response: () => import('../../custom-forms').then((m) => m.CustomForm.nullable()),
});

export const submitCustomForm = endpoint({
  method: 'POST',
  path: '/custom-forms/:alias',
  auth: 'api_key',
  response: () => import('../../custom-forms').then((m) => m.CustomFormReceipt),
});
