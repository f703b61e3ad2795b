import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applyServerErrors, CheckboxField, Form, FormError, FormMessagesProvider, SelectField, SubmitButton, TextField } from './index';

// What @testing-library/react's setup would say: updates in these tests are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);

/** Stands in for either app's `ApiError`. */
class ServerError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

const Schema = z.object({
  email: z.string().min(1, 'Field is required'),
  plan: z.number().nullable(),
  terms: z.boolean(),
  /** Held, not shown. */
  referrer: z.string(),
});
type Values = z.infer<typeof Schema>;

function SignUp({ save, onFormError }: { save: (values: Values) => Promise<void>; onFormError?: (error: unknown) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(Schema), defaultValues: { email: '', plan: null, terms: false, referrer: 'ad' } });
  return (
    <Form
      form={form}
      aria-label="Sign up"
      onSubmit={async (values) => {
        try {
          await save(values);
        } catch (error) {
          applyServerErrors(form, error, { onFormError });
        }
      }}
    >
      <FormError />
      <TextField name="email" label="Email" hint="We never share it" />
      <SelectField name="plan" label="Plan" options={[{ value: 1, label: 'Monthly' }, { value: 12, label: 'Yearly' }]} />
      <CheckboxField name="terms" label="I accept" />
      <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
    </Form>
  );
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const submit = () => act(() => fireEvent.submit(screen.getByRole('form', { name: 'Sign up' })));

describe('form fields', () => {
  it('tie each control to its label and hint, and mark it invalid with its validation error', async () => {
    render(<SignUp save={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveProperty('className', 'input form-field__control');
    expect(descriptionOf(email)).toBe('We never share it');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await submit();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email)).toBe('We never share it | Field is required');
    expect(email.closest('.form-field')).toHaveProperty('className', 'form-field form-field--invalid');
  });

  it('give typed values: numbers stay numbers, checkboxes are booleans', async () => {
    const save = vi.fn(async () => undefined);
    render(<SignUp save={save} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: '12' } });
    fireEvent.click(screen.getByLabelText('I accept'));
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ email: 'ana@example.com', plan: 12, terms: true, referrer: 'ad' }));
  });

  it('show messages through the translator the app supplies', async () => {
    render(
      <FormMessagesProvider translate={(message) => (message === 'Field is required' ? 'Ce champ est obligatoire' : message)}>
        <SignUp save={vi.fn()} />
      </FormMessagesProvider>,
    );
    await submit();
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Email'))).toBe('We never share it | Ce champ est obligatoire'));
  });
});

describe('applyServerErrors', () => {
  const fillAndSubmit = async () => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    await submit();
  };

  it("puts the server's field errors on their fields and focuses the first", async () => {
    render(<SignUp save={() => Promise.reject(new ServerError('Validation failed', { terms: ['Accept the terms'], email: ['Email already used'] }))} />);
    await fillAndSubmit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('I accept')));
    expect(descriptionOf(screen.getByLabelText('I accept'))).toBe('Accept the terms');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('We never share it | Email already used');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the message of an error naming no field, and errors naming fields the form does not show, as the form's error", async () => {
    const { unmount } = render(<SignUp save={() => Promise.reject(new ServerError('The offer changed meanwhile'))} />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('The offer changed meanwhile');
    unmount();

    render(<SignUp save={() => Promise.reject(new ServerError('Validation failed', { coupon: ['Coupon expired'], referrer: ['Unknown referrer'] }))} />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Coupon expired Unknown referrer');
  });

  it('hands an error that put nothing on a field to onFormError instead, when given', async () => {
    const onFormError = vi.fn();
    const failure = new ServerError('Wrong auth data');
    render(<SignUp save={() => Promise.reject(failure)} onFormError={onFormError} />);
    await fillAndSubmit();
    await waitFor(() => expect(onFormError).toHaveBeenCalledWith(failure));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SubmitButton', () => {
  it('is disabled and busy, saying what runs, while the form submits', async () => {
    let finish = () => {};
    render(<SignUp save={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    await submit();
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    const idle = await screen.findByRole('button', { name: 'Save' });
    expect(idle).toHaveProperty('disabled', false);
    expect(idle.getAttribute('aria-busy')).toBeNull();
  });
});
