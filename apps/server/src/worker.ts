import { loadConfigOrExit, runMain } from './lib/process-lifecycle';
import { runWorker } from './run-worker';

/** `npm run worker`: the worker role whatever ROLE says, for deployments whose servers run with ROLE=api. */
runMain(() => runWorker({ ...loadConfigOrExit(), role: 'worker' }));
