import './scripts/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/backend/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files run in parallel against one local-supabase; they isolate by the records they create.
          fileParallelism: true,
        },
      },
    ],
  },
});
