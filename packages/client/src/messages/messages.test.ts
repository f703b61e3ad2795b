import { ServerMessages } from '@ott/contracts/server-messages';
import { describe, expect, it } from 'vitest';
import { DISPLAY_VARIANTS, englishServerMessages } from './en';
import { frenchServerMessages } from './fr';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('server message texts by code', () => {
  it('has a French text for every code, and no text for a code the server lacks', () => {
    expect(Object.keys(frenchServerMessages).sort()).toEqual(Object.keys(ServerMessages).sort());
    for (const [code, text] of Object.entries(frenchServerMessages)) expect(text, code).toMatch(/\S/);
  });

  it('keeps every parameter of the English text in the French one and in the display variants', () => {
    for (const [code, english] of Object.entries(ServerMessages)) {
      expect(placeholders(frenchServerMessages[code as keyof typeof ServerMessages]), code).toEqual(placeholders(english));
    }
    for (const [code, variant] of Object.entries(DISPLAY_VARIANTS)) expect(placeholders(variant), code).toEqual(placeholders(ServerMessages[code as keyof typeof ServerMessages]));
  });

  it("shows the spec's display variants in English", () => {
    expect(englishServerMessages.EMAIL_ALREADY_EXISTS).toBe('The email address you have entered is already registered');
    expect(englishServerMessages.WRONG_PROMO_CODE).toBe('Promo code is invalid');
    expect(englishServerMessages.FIELD_REQUIRED).toBe('Field is required');
  });
});
