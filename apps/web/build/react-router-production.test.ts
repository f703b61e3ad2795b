import { existsSync } from 'node:fs';
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from './react-router-production';

describe("React Router's production build", () => {
  it("is what a build resolves 'react-router' to, a file that exists", () => {
    const config = (reactRouterProductionBuild().config as () => UserConfig)();
    const [alias] = config.resolve?.alias as { find: RegExp; replacement: string }[];
    expect(alias?.find).toEqual(/^react-router$/);
    expect(alias?.replacement).toMatch(/\/node_modules\/react-router\/dist\/production\/index\.mjs$/);
    expect(existsSync(alias?.replacement ?? '')).toBe(true);
  });
});
