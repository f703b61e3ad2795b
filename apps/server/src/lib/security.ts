import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Every origin the page may talk to besides its own. */
function externalOrigins(origins: Config['origins']): string[] {
  const list = [origins.api, origins.media, origins.key, origins.analytics].filter((origin): origin is string => origin !== null);
  return [...new Set(list)];
}

/** The CSP lets the SPA run from 'self', hls.js spawn blob: workers and media play from the media host. */
export function contentSecurityPolicy(origins: Config['origins']) {
  const media = origins.media ? [origins.media] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // React and the theming layer set style attributes and custom properties at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...media],
      mediaSrc: ["'self'", 'blob:', ...media],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...externalOrigins(origins)],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const split = config.origins.public !== null;
  // Built once: @fastify/helmet would rebuild every middleware (and re-parse the CSP) per request.
  const applyHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config.origins),
    // When the SPA lives on another origin it must be able to load media and images from here.
    crossOriginResourcePolicy: { policy: split ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: config.nodeEnv === 'production',
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  if (split) {
    await app.register(cors, {
      origin: config.origins.public ?? false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
}
