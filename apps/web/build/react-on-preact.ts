import type { Alias } from 'vite';

// The viewer app is written against React's API and runs on Preact's implementation of it
// (docs/decisions/0088-viewer-app-on-preact.md): the same components, hooks and libraries, in a tenth of react-dom's bytes.
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
