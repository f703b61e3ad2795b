import { boundaryFields, lengthBoundaryCases } from '@ott/contracts/field-rules.boundaries';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n, initI18n, loadScreenStrings } from '../../lib/i18n';
import { fieldProblem } from './components/form-rules';

beforeAll(async () => {
  await initI18n('en');
  await loadScreenStrings();
});

describe('contact form length rules in the browser', () => {
  it.each(lengthBoundaryCases)('answers $field with $input.length characters as the server does: $message', ({ field, input, message }) => {
    expect(fieldProblem(boundaryFields[field], input, i18n.t) ?? null).toBe(message);
  });

  it('says the same numbers in French', async () => {
    await chooseLanguage('fr');
    try {
      expect(fieldProblem(boundaryFields.message, 'x'.repeat(9), i18n.t)).toBe('La longueur du champ doit être supérieure à 9');
    } finally {
      await chooseLanguage('en');
    }
  });
});
