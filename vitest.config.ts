import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. The unit files render in
    // jsdom (CPU in the worker) and the backend files wait on the shared local-supabase, so two workers
    // keep both cores busy; the tests give themselves the time a loaded machine needs (below).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Rendering refine and antd in jsdom takes seconds on a loaded machine (a first render loads
          // and compiles both); a test is given the time it needs there, not the 5 s of a quiet one.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'backend',
          // tests/security: the adversarial suite (docs/security.md), against the same backend.
          include: ['tests/backend/**/*.test.ts', 'tests/security/**/*.test.ts'],
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
