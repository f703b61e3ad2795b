import { zodResolver } from '@hookform/resolvers/zod';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api';
import { chooseLanguage } from '../lib/i18n';
import { renderScreen } from '../test/render';
import { applyServerErrors, CheckboxField, ColorField, DateTimeField, Form, FormError, isoToLocalInput, localInputToIso, SelectField, TextField } from '@ott/client/forms';

const Schema = z.object({
  name: z.string().min(1, 'Field is required'),
  currency: z.enum(['USD', 'CAD']),
  category_id: z.number().nullable(),
  visible: z.boolean(),
  header_color: z.string(),
  event_utc_ts: z.string().nullable(),
});
type Values = z.infer<typeof Schema>;

function EventForm({ onSubmit, serverError }: { onSubmit: (values: Values) => void; serverError?: ApiError }) {
  const form = useForm<Values>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '', currency: 'USD', category_id: null, visible: false, header_color: '#112233', event_utc_ts: '2026-11-25T18:30:00.000Z' },
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => {
        if (serverError) applyServerErrors(form, serverError);
        else onSubmit(values);
      }}
    >
      <FormError />
      <TextField name="name" label="Name" required />
      <SelectField name="currency" label="Currency" required options={[{ value: 'USD', label: 'US dollar' }, { value: 'CAD', label: 'Canadian dollar' }]} />
      <SelectField name="category_id" label="Sport" placeholder="None" options={[{ value: 4, label: 'Hockey' }, { value: 9, label: 'Soccer' }]} />
      <CheckboxField name="visible" label="Visible" />
      <ColorField name="header_color" label="Header" />
      <DateTimeField name="event_utc_ts" label="Start" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('form fields', () => {
  it('show the validation error under the field, tied to it', async () => {
    renderScreen(<EventForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText(/Name/);
    // The resolver checks asynchronously: on a loaded machine the click returns before the errors are shown.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Field is required');
  });

  it("show the contracts' English validation message in French when the console is in French", async () => {
    await chooseLanguage('fr');
    try {
      renderScreen(<EventForm onSubmit={vi.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Ce champ est obligatoire');
    } finally {
      await chooseLanguage('en');
    }
  });

  it('give typed values: numbers stay numbers, booleans, colours, and times as ISO 8601 UTC', async () => {
    const submit = vi.fn();
    renderScreen(<EventForm onSubmit={submit} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Final');
    await userEvent.selectOptions(screen.getByLabelText(/Currency/), 'CAD');
    await userEvent.selectOptions(screen.getByLabelText('Sport'), '9');
    await userEvent.click(screen.getByLabelText('Visible'));
    const hex = screen.getByRole('textbox', { name: 'Header' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#aabbcc80');
    expect(screen.getByLabelText('Start')).toHaveValue(isoToLocalInput('2026-11-25T18:30:00.000Z'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith(
      { name: 'Final', currency: 'CAD', category_id: 9, visible: true, header_color: '#aabbcc80', event_utc_ts: '2026-11-25T18:30:00.000Z' },
    );
  });

  it("show the server's field errors on their fields, and its message when no field is named", async () => {
    const { unmount } = renderScreen(
      <EventForm onSubmit={vi.fn()} serverError={new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed', errors: { name: ['Name already used'] } })} />,
    );
    await userEvent.type(screen.getByLabelText(/Name/), 'Final');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Name already used');
    unmount();

    renderScreen(<EventForm onSubmit={vi.fn()} serverError={new ApiError({ status: 409, code: 'CONFLICT', message: 'The event changed meanwhile' })} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Final');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert')).toHaveTextContent('The event changed meanwhile');
  });
});

describe('date-time conversion', () => {
  it('round-trips an instant through the local datetime-local value', () => {
    const iso = '2026-03-08T07:15:00.000Z';
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('')).toBeNull();
  });
});
