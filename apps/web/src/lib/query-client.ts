import { createQueryClient, refreshServerState as refreshQueries } from '@ott/client/query-client';

export { apiQueryKey, type QueryScope } from '@ott/client/query-client';

/** The page's one server-state cache (fresh for the page's life, no retries: the API client retries what spec §8 allows). */
export const queryClient = createQueryClient('freshForThePage');

/** After something that changes what the server answers (a purchase, a trial): see `@ott/client/query-client`. */
export const refreshServerState = () => refreshQueries(queryClient);
