// Zod probes `new Function` once; the server's Content-Security-Policy allows no eval, so the browser would refuse it
// and report a CSP violation. Imported first by main.tsx, before Zod loads (as in the viewer app).
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(host.__zod_globalConfig ??= {}).jitless = true;
