import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FormMessages } from '../app/FormMessages';
import { createTestRouter } from '../app/router';
import type { ConsoleFeature } from '../lib/feature';
import { ConfirmProvider } from '../components/confirm';

/** Renders `ui` inside what every console screen has: a query client (no retries), a router, confirmation dialogs, form messages in the console's language. */
export function renderScreen(ui: ReactNode, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: route, element: <ConfirmProvider>{ui}</ConfirmProvider> }], { initialEntries: [path] });
  return { client, router, ...render(<QueryClientProvider client={client}><FormMessages><RouterProvider router={router} /></FormMessages></QueryClientProvider>) };
}

/** `fetch` answering from a handler per path (query string included in `url`), recording every URL asked. */
export function stubFetch(handler: (url: URL, init: RequestInit) => { status?: number; body: unknown }) {
  const urls: URL[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    urls.push(url);
    const { status = 200, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { urls, fetchMock };
}

/** The console's own routes and layout at `path` (e.g. `/channels/varsity/media`) with `features` plugged in; resolves to its router. */
export function openInConsole(path: string, features: ConsoleFeature[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createTestRouter(client, path, features);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
