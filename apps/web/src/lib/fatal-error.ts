import type { ApiError } from '@ott/client/api-error';
import { createStore } from './store';

/** Set when a critical call fails for good; the shell then shows the crash screen instead of the app. */
export const fatalErrorStore = createStore<ApiError | null>(null);
