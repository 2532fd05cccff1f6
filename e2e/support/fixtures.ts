import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self')
// stays in force, so the journeys also catch inline scripts the policy would block.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Runs axe on the page as it is now; serious or critical violations fail the test with a list of
 * what is wrong and where.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  // Colours caught halfway through a transition are not what anyone reads: let the finite
  // transitions and animations end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((node) => `  at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(
    blocking.map((v) => v.id),
    `axe on ${page.url()}\n${report}`,
  ).toEqual([]);
}

/** Waits until the web app runs in the page (documents without the app, like a PDF, pass). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

let testsInThisWorker = 0;

/**
 * Every test: its own client address (the app runs with TRUST_PROXY, see scripts/e2e.mjs), so the
 * per-address limits — the API ceiling, failed logins, contact messages — count each journey as
 * the separate visitor it plays; uncaught errors and render crashes in the page fail it; `a11y()` checks the page
 * with axe.
 */
export const test = base.extend<{ a11y: () => Promise<void>; pageErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = testsInThisWorker++;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // Public pages arrive rendered by the server and only respond once React has hydrated them
  // (decision 019): every visit waits for the app's mark <html data-hydrated>, as a person waits
  // for a page to finish loading before using it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A render error caught by the router's error page is a crash too, though nothing is thrown.
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A page the server rendered differently from the browser is a defect too.
        if (/React Router caught|[Hh]ydrat/.test(text)) errors.push(text.split('\n')[0]!);
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  a11y: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
});

export { expect };
