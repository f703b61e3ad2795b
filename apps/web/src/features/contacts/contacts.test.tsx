import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { keyStore } from '../../lib/api';
import { clearApiDataCache } from '../../lib/use-api-data';
import { jsonResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const form = {
  id: 1,
  alias: 'contact',
  title: 'Write to us',
  description: 'We answer within 5 business days.',
  submit_label: 'Send message',
  success_message: 'Thanks! Your message has been sent.',
  fields: [
    { name: 'name', label: 'Your name', type: 'text', required: true, placeholder: null, min_length: null, max_length: 120, options: [] },
    { name: 'email', label: 'Email', type: 'email', required: true, placeholder: null, min_length: null, max_length: 254, options: [] },
    { name: 'topic', label: 'Topic', type: 'select', required: false, placeholder: null, min_length: null, max_length: null, options: [{ value: 'billing', label: 'Passes and billing' }] },
    { name: 'message', label: 'Message', type: 'textarea', required: true, placeholder: null, min_length: 10, max_length: 2000, options: [] },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
let formResponse: () => Response;
let submitResponse: () => Response;

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  clearApiDataCache();
  toastStore.set([]);
  formResponse = () => jsonResponse(200, { data: form });
  submitResponse = () => jsonResponse(200, { data: { id: 9 } });
  fetchMock.mockClear();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/custom-forms/contact') return init?.method === 'POST' ? submitResponse() : formResponse();
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const submitted = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('contacts', () => {
  it('renders the form fields the server defines', async () => {
    await renderApp('/contacts');
    // The first test of the file waits for the lazy route's first load.
    expect(await screen.findByRole('heading', { name: 'Write to us' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ }).tagName).toBe('TEXTAREA');
  });

  it('shows no form and no error when the channel has none (404)', async () => {
    formResponse = () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    await renderApp('/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading the form…')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks fields before sending, then sends and confirms with a success toast', async () => {
    const user = userEvent.setup();
    await renderApp('/contacts');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription('Field is required');
    expect(submitted()).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'When is the final?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ type: 'success', text: 'Thanks! Your message has been sent.' }));
    expect(submitted()).toMatchObject({ name: 'Ada', email: 'ada@example.com', message: 'When is the final?', api_key: 'test-key' });
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
  });

  it('refuses 9 characters for a 10-character minimum with the number the server would give, and sends 10', async () => {
    const user = userEvent.setup();
    await renderApp('/contacts');
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    const message = screen.getByRole('textbox', { name: /Message/ });
    await user.type(message, '123456789');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(message).toHaveAccessibleDescription('Field length must be greater than 9');
    expect(submitted()).toBeUndefined();

    await user.type(message, '0');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(submitted()).toMatchObject({ message: '1234567890' }));
  });

  it('shows the server field errors on their fields', async () => {
    submitResponse = () => jsonResponse(400, { message: 'Validation failed', code: 'VALIDATION_FAILED', errors: { email: ['A valid email address is required'] } });
    const user = userEvent.setup();
    await renderApp('/contacts');
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'A long enough message');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('A valid email address is required'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(toastStore.get()).toHaveLength(0);
  });
});
