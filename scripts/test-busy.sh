#!/usr/bin/env bash
# `bash scripts/test-busy.sh`: the whole `npm test` on a busy machine — two CPU-bound processes (a
# tight loop in Node each, as a build or a second test run would be) run beside it for as long as it
# runs. The suite must pass as it does on a quiet machine: tests wait for what a user waits for, and
# the heavy ones have the time they need (tests/unit/setup.ts, vitest.config.ts, playwright.config.ts).
# Exits with `npm test`'s status. BUSY_PROCESSES (default 2) sets how many run beside it.
set -uo pipefail
cd "$(dirname "$0")/.."

busy=()
stop_busy() {
  for pid in "${busy[@]}"; do kill "$pid" 2> /dev/null || true; done
  for pid in "${busy[@]}"; do wait "$pid" 2> /dev/null || true; done
}
trap stop_busy EXIT INT TERM

for _ in $(seq "${BUSY_PROCESSES:-2}"); do
  node -e 'for (;;) { for (let i = 0; i < 1e7; i++) Math.sqrt(i); }' &
  busy+=("$!")
done
echo "== busy: ${#busy[@]} CPU-bound processes (${busy[*]}) beside npm test"
start=$(date +%s)
npm test
status=$?
echo "== npm test on a busy machine: exit ${status} after $(($(date +%s) - start)) s (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
exit "$status"
