import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@ott/client/forms';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormMessages } from '../app/FormMessages';
import { i18n } from '../lib/i18n';
import { CountryField } from './CountryField';
import { countryChoices, countryCodeOf, CountryCodeInput } from './countries';

const CountrySchema = z.object({ country_code: CountryCodeInput });

async function renderCountry(initial: string, onSubmit: (code: string) => void) {
  function CountryForm() {
    const form = useForm<{ country_code: string }>({ resolver: zodResolver(CountrySchema), defaultValues: { country_code: initial } });
    return (
      <FormMessages>
        <Form form={form} onSubmit={(values) => onSubmit(values.country_code)}>
          <CountryField name="country_code" label="Country" required />
          <button type="submit">Save</button>
        </Form>
      </FormMessages>
    );
  }
  render(<CountryForm />);
  return screen.getByRole('combobox', { name: /Country/ });
}

describe('the country list', () => {
  it('holds ISO 3166-1 countries by name, each once, no grouping such as UN or EU nor a withdrawn code', () => {
    const codes = countryChoices('en').map((country) => country.code);
    expect(codes).toContain('US');
    expect(codes).toContain('CA');
    for (const notCountry of ['UN', 'EU', 'EZ', 'QO', 'ZZ', 'XA', 'AC', 'DD', 'SU', 'UK', 'YU']) expect(codes).not.toContain(notCountry);
    expect(new Set(countryChoices('en').map((country) => country.name)).size).toBe(codes.length);
    expect(countryChoices('fr').find((country) => country.code === 'US')?.name).toBe('États-Unis');
  });

  it('reads a name in the console language, English or French, or a code; never guesses from the first letters', () => {
    expect(countryCodeOf('United States', 'en')).toBe('US');
    expect(countryCodeOf('etats-unis', 'en')).toBe('US');
    expect(countryCodeOf('Allemagne', 'fr')).toBe('DE');
    expect(countryCodeOf('ca', 'en')).toBe('CA');
    expect(countryCodeOf('Un', 'en')).toBeNull();
    expect(countryCodeOf('United', 'en')).toBeNull();
  });
});

describe('CountryField', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('stores the code of the name picked, and shows a stored code by its name', async () => {
    const saved = vi.fn();
    const box = await renderCountry('CA', saved);
    expect(box).toHaveValue('Canada');
    await userEvent.clear(box);
    await userEvent.type(box, 'United States');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('US'));
    const list = document.getElementById(box.getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].find((option) => option.value === 'United States')?.textContent).toBe('US');
  });

  it('refuses text that names no country with a clear message, instead of keeping a code made of its letters', async () => {
    const saved = vi.fn();
    const box = await renderCountry('', saved);
    await userEvent.type(box, 'Un');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a country from the list')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(saved).not.toHaveBeenCalled();
  });

  it("names the country in the console's language", async () => {
    await act(() => i18n.changeLanguage('fr'));
    const box = await renderCountry('DE', vi.fn());
    expect(box).toHaveValue('Allemagne');
    await act(() => i18n.changeLanguage('en'));
    expect(box).toHaveValue('Germany');
  });
});
