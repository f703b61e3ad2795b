import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { inlineScriptSources } from './inline-scripts';

/** Every origin the page may talk to besides its own. */
function externalOrigins(origins: Config['origins']): string[] {
  const list = [origins.api, origins.media, origins.key, origins.analytics].filter((origin): origin is string => origin !== null);
  return [...new Set(list)];
}

/** Google's reCAPTCHA widget: its script, the frame it draws the challenge in, and the script's own loads. */
const RECAPTCHA_SCRIPT_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
const RECAPTCHA_FRAME_ORIGINS = ['https://www.google.com', 'https://recaptcha.google.com'];

/** A channel's Google tag (setting 'google-analytics'), which the viewer app loads once the visitor accepts cookies: its script and where it reports. */
const GOOGLE_TAG_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const GOOGLE_TAG_REPORT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The CSP lets the SPA run from 'self', hls.js spawn blob: workers and media play from the media host.
 * With reCAPTCHA configured (a server secret to check its tokens), registration may load Google's widget.
 */
export interface PolicyOptions {
  frameAncestors?: string[];
  recaptcha?: boolean;
  googleTag?: boolean;
  extraConnect?: string[];
  /** The build's inline scripts, as 'sha256-…' sources (inlineScriptSources). */
  inlineScripts?: string[];
}

export function contentSecurityPolicy(origins: Config['origins'], { frameAncestors = ["'self'"], recaptcha = false, googleTag = false, extraConnect = [], inlineScripts = [] }: PolicyOptions = {}) {
  const media = origins.media ? [origins.media] : [];
  const captchaScripts = recaptcha ? RECAPTCHA_SCRIPT_ORIGINS : [];
  const tagScripts = googleTag ? GOOGLE_TAG_SCRIPT_ORIGINS : [];
  const tagReports = googleTag ? GOOGLE_TAG_REPORT_ORIGINS : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts, ...captchaScripts, ...tagScripts],
      // React and the theming layer set style attributes and custom properties at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...media, ...tagReports],
      mediaSrc: ["'self'", 'blob:', ...media],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...externalOrigins(origins), ...captchaScripts, ...tagReports, ...extraConnect],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      ...(recaptcha ? { frameSrc: RECAPTCHA_FRAME_ORIGINS } : {}),
      formAction: ["'self'"],
      frameAncestors,
    },
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a request-independent middleware sets, captured once by running it against a recorder. */
export function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/** The embeddable player may be framed by other sites: `*` means any http(s) page. */
export function embedFrameAncestors(allowed: Config['embedAllowedOrigins']): string[] {
  return allowed === '*' ? ["'self'", 'https:', 'http:'] : ["'self'", ...allowed];
}

const EMBED_PAGE = /^\/watch_embed(\/|\?|$)/;
const CONSOLE_PAGE = /^\/admin(\/|\?|$)/;
/**
 * The console's setup checklist checks from the operator's browser that each of a channel's hostnames answers (a
 * no-cors fetch of its /api/health/live): only the browser resolves a hostname the way the operator's viewers will.
 * Those hostnames are any the operators type, so the console's pages may connect to any http(s) origin; the viewer's
 * pages keep their short list.
 */
const CONSOLE_PROBES = ['http:', 'https:'];
/** The probe reads nothing of the answer, but a same-origin resource policy would still make the browser fail it. */
const LIVENESS = /^\/api\/health\/live(\?|$)/;

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const split = config.origins.public !== null;
  const common = {
    // When the SPA lives on another origin it must be able to load media and images from here.
    crossOriginResourcePolicy: { policy: split ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: config.nodeEnv === 'production',
  } as const;
  const recaptcha = config.recaptcha.secretKey !== null;
  const inlineScripts = inlineScriptSources(config.webDistDir);
  // Computed once: none of these headers depends on the request (docs/decisions/0009).
  const pageHeaders = headersOf(helmet({ ...common, contentSecurityPolicy: contentSecurityPolicy(config.origins, { recaptcha, googleTag: true, inlineScripts }) }));
  // X-Frame-Options cannot name several sites, so the embed page relies on CSP frame-ancestors alone.
  const embedHeaders = headersOf(
    helmet({
      ...common,
      contentSecurityPolicy: contentSecurityPolicy(config.origins, { frameAncestors: embedFrameAncestors(config.embedAllowedOrigins), inlineScripts }),
      xFrameOptions: false,
    }),
  );
  const consoleHeaders = headersOf(helmet({ ...common, contentSecurityPolicy: contentSecurityPolicy(config.origins, { recaptcha, googleTag: true, extraConnect: CONSOLE_PROBES }) }));
  const livenessHeaders = { ...pageHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EMBED_PAGE.test(request.url) ? embedHeaders : CONSOLE_PAGE.test(request.url) ? consoleHeaders : LIVENESS.test(request.url) ? livenessHeaders : pageHeaders);
    done();
  });
  if (split) {
    await app.register(cors, {
      origin: config.origins.public ?? false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
}
