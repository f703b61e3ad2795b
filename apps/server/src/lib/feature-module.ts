import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Chore } from './chores/chore';

/**
 * What a feature gives the composition root (app.ts): its HTTP routes, its chores (run once per cluster where chores
 * run: the worker and all roles; docs/decisions/0069) and what it stops when the app closes, before the job queue
 * drains. Its job handlers are defined on the job registry when it is created (docs/decisions/0065).
 */
export interface FeatureModule {
  registerRoutes?(app: FastifyInstance): PromiseLike<unknown>;
  chores?: readonly Chore[];
  close?(): void | Promise<void>;
}

/** A feature that is one routes plugin and nothing else. */
export function routesOnly<Options extends FastifyPluginOptions>(plugin: FastifyPluginAsync<Options>, options: Options): FeatureModule {
  return { registerRoutes: async (app) => void (await app.register(plugin, options)) };
}
