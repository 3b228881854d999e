// Journeys fail on a console error, an uncaught exception or a React/antd warning in any page of the
// test's context: import `test` and `expect` from here instead of '@playwright/test'. What is not the
// portal's to fix is allowed below, each with its reason; keep the list short.
import { test as base, expect, type Page } from '@playwright/test';

const NOT_OURS: RegExp[] = [
  // Chromium reports every HTTP error status of a fetch (a 401 after a lost session, a 403, a 409
  // conflict the journeys provoke on purpose); the portal handles them and says so on the screen.
  /^Failed to load resource: the server responded with a status of \d+/,
];

export const test = base.extend<{ consoleClean: void }>({
  consoleClean: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          if (NOT_OURS.some((allowed) => allowed.test(message.text()))) return;
          problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'the console stays clean').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
