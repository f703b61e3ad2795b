import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH, E2E_PORT, E2E_RTMP_PORT } from './support/browser';

// The app is started exactly as the README says (`npm start`), on a fresh data directory.
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `ott-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  // Room for a two-core CI machine running at a third of its usual speed: there, with two browsers decoding video, an
  // encoder and the server's live transcode sharing the cores, a watch page took 19 s to show its event (about 2 s on
  // a quiet machine). A limit only says how long a failing wait lasts; every wait still waits for its exact condition.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // scripts/test.mjs reads the JSON report to add the journeys to the closing summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    // Journeys run as a visitor who asked for reduced motion (docs/decisions/0092): without a GPU, Chromium composites
    // every frame of an animation in software, so a pulsing live badge kept a fifth of a core busy on an idle home page
    // (2.9 CPU-seconds in 15 s against 0.04). The journeys that check motion ask for it again
    // (home-hero.spec.ts, catalogue-vod.spec.ts).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: './test-results',
  webServer: {
    command: `rm -rf "${dataDir}" && npm start`,
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The geo journeys say which country a viewer is in through this trusted header. Every journey comes from one
    // address and each browser context asks for its own API key, so the per-IP limits are raised for this one client;
    // a dozen console journeys sign in as the one demo owner, so the per-email limit is raised too.
    env: {
      PORT: String(E2E_PORT),
      RTMP_PORT: String(E2E_RTMP_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GEO_HEADER: 'x-test-country',
      API_KEY_ISSUE_LIMIT: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000',
    },
  },
});
