// Zod tries `new Function` once to choose its faster parser. The server's Content-Security-Policy allows no eval, so
// the browser refuses it and reports a CSP issue (Lighthouse's Best practices counts it). The browser parses little
// with Zod (a few forms), so it parses without that speed-up and the probe never runs. Both apps import this module
// first (the viewer's start.tsx, the console's main.tsx), before Zod loads.
// Zod keeps its settings on this global object, and adopts one made before it loads; importing its `config()` here would put
// Zod's core on the landing page (+3.6 kB gzip). zod-without-eval.test.ts checks that Zod still reads it.
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(host.__zod_globalConfig ??= {}).jitless = true;
