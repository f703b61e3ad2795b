import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmProvider } from '../components/confirm';

/** Renders `ui` inside what every console screen has: a query client (no retries), a router, confirmation dialogs. */
export function renderScreen(ui: ReactNode, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: route, element: <ConfirmProvider>{ui}</ConfirmProvider> }], { initialEntries: [path] });
  return { client, router, ...render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>) };
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
