// What a signed-out visitor downloads to see the landing page at /, against a bare Mantine app built in the same
// run: both are built with Vite, served by Kollega's own server and loaded in Chromium, and every JS and CSS
// response the page fetched is counted with its gzip size. The browser is the honest judge: it counts the
// chunks the router and the gate load after /api/me answers, which a static look at the build cannot see.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildApp } from '@kollega/server/src/app';
import { loadConfig } from '@kollega/server/src/config/config';
import { openPglite } from '@kollega/server/src/db/database';
import viteReact from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build as viteBuild } from 'vite';

/** The landing page may weigh at most this many times the bare Mantine app (hardening issue, first load). */
export const FIRST_LOAD_GOAL_RATIO = 1.6;

const CHROMIUM = '/usr/bin/chromium';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'apps/web');
const fixtureDir = path.join(repoRoot, 'bench/fixtures/bare-mantine');

export type LoadedFile = { url: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };
export type PageWeight = { files: LoadedFile[]; gzipBytes: number };
export type FirstLoad = { landing: PageWeight; bareMantine: PageWeight; ratio: number };

function kindOf(contentType: string): LoadedFile['kind'] | undefined {
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return undefined;
}

/**
 * Loads `url` in a fresh Chromium profile (no cache, signed out) and lists every JS and CSS file it fetched,
 * once `ready` is visible and the network has been idle for half a second (lazy chunks included).
 */
async function weighPage(
  url: string,
  ready: { role: 'heading' | 'button'; name: string },
): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<LoadedFile | undefined>[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response.headers()['content-type'] ?? '');
      if (!kind) return;
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          kind,
          bytes: body.length,
          // Level 9, like the .gz files the web build writes beside each asset (apps/web/scripts/precompress.mjs).
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole(ready.role, { name: ready.name }).waitFor();
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== undefined);
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

/** The bare Mantine app, built with the app's own Mantine and React so the two differ only in what they use. */
async function buildBareMantine(outDir: string): Promise<void> {
  const fromWeb = createRequire(path.join(webDir, 'package.json'));
  const packageDir = (name: string) => {
    const found = fromWeb.resolve
      .paths(name)
      ?.map((nodeModules) => path.join(nodeModules, name))
      .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
    if (!found) throw new Error(`${name} is not installed for apps/web`);
    return found;
  };
  await viteBuild({
    root: fixtureDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [viteReact()],
    resolve: {
      alias: [
        { find: /^@mantine\/core/, replacement: packageDir('@mantine/core') },
        { find: /^@mantine\/hooks/, replacement: packageDir('@mantine/hooks') },
      ],
      dedupe: ['react', 'react-dom'],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  });
}

/** Serves `webRoot` with Kollega's server (a fresh embedded database: nobody is signed in) and weighs `/`. */
async function weighServed(
  webRoot: string,
  ready: { role: 'heading' | 'button'; name: string },
): Promise<PageWeight> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-first-load-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: 'ab'.repeat(32),
    DATA_DIR: dataDir,
  });
  const databaseDir = path.join(dataDir, 'db');
  fs.mkdirSync(databaseDir);
  const app = await buildApp(config, { database: await openPglite(databaseDir), webRoot });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    return await weighPage(`http://127.0.0.1:${address.port}/`, ready);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Builds the web app (apps/web/dist, as `npm start` does) and the bare Mantine fixture, then weighs the landing
 * page and the fixture's page the same way.
 */
export async function benchFirstLoad(): Promise<FirstLoad | undefined> {
  if (!fs.existsSync(CHROMIUM)) return undefined;
  const webBuild = spawnSync('npm', ['run', 'build', '--silent', '-w', '@kollega/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (webBuild.status !== 0) throw new Error('the web build failed');

  const fixtureOut = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-bare-mantine-'));
  try {
    await buildBareMantine(fixtureOut);
    const landing = await weighServed(path.join(webDir, 'dist'), { role: 'heading', name: 'Log ind' });
    const bareMantine = await weighServed(fixtureOut, { role: 'button', name: 'Bare Mantine' });
    return { landing, bareMantine, ratio: landing.gzipBytes / bareMantine.gzipBytes };
  } finally {
    fs.rmSync(fixtureOut, { recursive: true, force: true });
  }
}
