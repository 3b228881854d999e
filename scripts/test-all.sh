#!/usr/bin/env bash
# `npm test`: every suite, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
# The journeys need Chromium: install it (root) or stop now with the command, not after the other suites.
if compgen -G "tests/e2e/*.spec.ts" > /dev/null; then bash scripts/ensure-chromium.sh; fi
echo "== type-check"; npx tsc -p tsconfig.json --noEmit
echo "== lint"; npx eslint . --max-warnings=0; npx prettier --check . > /dev/null || { npx prettier --list-different .; exit 1; }
# The tables in docs/benchmarks.md must describe the code (no benchmark runs here: it compares fingerprints).
echo "== benchmarks current"; npx tsx scripts/bench/check.ts
echo "== unit + backend"; npx vitest run
if compgen -G "tests/e2e/*.spec.ts" > /dev/null; then
  echo "== e2e"; npx playwright test
fi
