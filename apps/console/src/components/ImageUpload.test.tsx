import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setCsrfToken } from '../lib/api';
import { renderScreen } from '../test/render';
import { Form } from '@ott/client/forms';
import { ImageUpload } from './ImageUpload';
import { MarkdownEditor } from './MarkdownEditor';

/** An XMLHttpRequest the test drives: progress events, then the answer. */
/** The upload a feature's api gives the control (here the plain multipart call, so the request itself is checked). */
const logoUpload = (file: File, onProgress: (fraction: number) => void) => api.upload('/channels/varsity/branding/logo', file, onProgress);

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('ImageUpload', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('previews the picked file, uploads it with the CSRF header while showing progress, and hands over the answer', async () => {
    setCsrfToken('csrf-9');
    const uploaded = vi.fn();
    renderScreen(<ImageUpload label="Logo" upload={logoUpload} currentUrl="/media/old.png" onUploaded={uploaded} />);
    expect(screen.getByRole('img', { name: 'Logo: preview' })).toHaveAttribute('src', '/media/old.png');
    await userEvent.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/admin/channels/varsity/branding/logo', withCredentials: true });
    expect(xhr.headers['x-csrf-token']).toBe('csrf-9');
    expect((xhr.body?.get('file') as File).name).toBe('logo.png');
    expect(screen.getByRole('img', { name: 'Logo: preview' })).toHaveAttribute('src', 'blob:preview');

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0.4');
    act(() => xhr.answer(200, { data: { logo_url: '/media/new.png' } }));
    await waitFor(() => expect(uploaded).toHaveBeenCalledWith({ logo_url: '/media/new.png' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it("shows the server's message when the upload is refused", async () => {
    renderScreen(<ImageUpload label="Logo" upload={logoUpload} />);
    await userEvent.upload(screen.getByLabelText('Logo'), new File(['x'], 'huge.png', { type: 'image/png' }));
    act(() => FakeXhr.last!.answer(413, { message: 'The image is larger than 5 MB', code: 'PAYLOAD_TOO_LARGE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 5 MB');
  });
});

function PageForm() {
  const form = useForm({ defaultValues: { body: '# Tickets\n\nDoors open at **6 pm**.\n\n<script>alert(1)</script>' } });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <MarkdownEditor name="body" label="Body" />
    </Form>
  );
}

describe('MarkdownEditor', () => {
  it('edits the Markdown and previews it as the viewer app renders it, without raw HTML', async () => {
    renderScreen(<PageForm />);
    const text = screen.getByLabelText('Body');
    expect(text).toBeVisible();
    fireEvent.change(text, { target: { value: '# Tickets\n\nDoors open at **7 pm**.\n\n<script>alert(1)</script>' } });
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByText('7 pm').tagName).toBe('STRONG');
    expect(document.querySelector('.markdown-editor__preview script')).toBeNull();
  });
});
