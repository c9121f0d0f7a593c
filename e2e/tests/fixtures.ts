import { expect, test as base, type ConsoleMessage } from '@playwright/test';

/**
 * Every journey fails on a console error or warning of the page (React and antd warnings,
 * CSP violations, uncaught exceptions), so none creeps back unnoticed. The one thing let
 * through: Chromium's own line for an HTTP 4xx answer ("Failed to load resource: ... status
 * of 401"), which the journeys provoke on purpose (wrong password, missing permission) and
 * the app shows to the person as the spec says.
 */
const expectedHttpRefusal = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = message.text();
        if (type === 'error' && expectedHttpRefusal.test(text)) return;
        const where = message.location();
        problems.push(
          `console.${type}: ${text}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`,
        );
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use();
      page.off('console', onConsole);
      if (problems.length) {
        await testInfo.attach('console', { body: problems.join('\n'), contentType: 'text/plain' });
      }
      expect(problems, 'the page printed errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
