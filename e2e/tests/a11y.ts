import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export type AxeViolation = {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Runs axe-core in the page and returns the violations of impact serious or critical. addScriptTag inlines
 * the file, which the app's CSP (script-src 'self') blocks: call this only in tests that set
 * `test.use({ bypassCSP: true })`, and check the CSP itself in the other tests.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await settledTransitions(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context?: unknown, options?: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Waits until no finite CSS transition or animation is running (a modal fading in, a menu fading out), so axe
 * judges what a person sees once the page is still: a half-faded button fails colour contrast, and a closing
 * menu's dropdown still stands in the tree. Endless ones (a loader's spin) are not waited for.
 */
async function settledTransitions(page: Page): Promise<void> {
  // Mantine starts a modal's transition some frames after mounting it, so "nothing running" is only believed once
  // it has held for 300 ms (longer than any of Mantine's transitions) without a running one in between.
  await page.evaluate(() => {
    (window as { kollegaStillSince?: number }).kollegaStillSince = undefined;
  });
  await page
    .waitForFunction(
      () => {
        const state = window as { kollegaStillSince?: number };
        const running = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
          );
        const now = performance.now();
        if (running) state.kollegaStillSince = undefined;
        else state.kollegaStillSince ??= now;
        return state.kollegaStillSince !== undefined && now - state.kollegaStillSince >= 300;
      },
      null,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => {
      // Still moving after 5 s: let axe look anyway, and report what it sees.
    });
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
}
