import { createQueryClient } from '@ott/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api';
import { ME_QUERY_KEY } from '../lib/session';
import { FormMessages } from './FormMessages';
import { createConsoleRouter } from './router';

/** The console: one query client, one router; a 401 anywhere signs the operator out and shows the login page. */
export function App() {
  const [{ client, router }] = useState(() => {
    const client = createQueryClient('staleAfter30s');
    const router = createConsoleRouter(client);
    setUnauthorizedHandler(() => {
      const here = router.state.location;
      if (here.pathname === '/login') return;
      client.setQueryData(ME_QUERY_KEY, null);
      void router.navigate(`/login?next=${encodeURIComponent(`${here.pathname}${here.search}`)}`, { replace: true });
    });
    return { client, router };
  });
  return (
    <QueryClientProvider client={client}>
      <FormMessages>
        <RouterProvider router={router} />
      </FormMessages>
    </QueryClientProvider>
  );
}
