import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Playwright's global teardown: removes the run's DATA_DIR (see playwright.config.ts), so a run leaves nothing. */
export default function removeDataDir(): void {
  rmSync(fileURLToPath(new URL('.data-e2e', import.meta.url)), { recursive: true, force: true });
}
