#!/usr/bin/env bash
# The Chromium the Playwright journeys drive (playwright.config.ts: CHROMIUM_PATH, default Debian's
# /usr/bin/chromium). `npm test` runs this first: installs Debian's `chromium` when it is missing and we
# are root, otherwise stops at once with the command to run, instead of failing at the e2e step.
set -euo pipefail
DEBIAN_CHROMIUM="${ENSURE_CHROMIUM_DEBIAN_PATH:-/usr/bin/chromium}" # overridable only so a test can see the missing case
want="${CHROMIUM_PATH:-$DEBIAN_CHROMIUM}"
[ -x "$want" ] && exit 0

if [ "$want" != "$DEBIAN_CHROMIUM" ]; then
  echo "CHROMIUM_PATH=$want is not an executable file. Point it at a Chromium binary, or unset it to use Debian's ($DEBIAN_CHROMIUM)." >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing ($DEBIAN_CHROMIUM), and the e2e journeys need it. Install it, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium" >&2
  exit 1
fi
if ! command -v apt-get > /dev/null; then
  echo "Chromium is missing ($DEBIAN_CHROMIUM) and there is no apt-get here: install Chromium and set CHROMIUM_PATH to it." >&2
  exit 1
fi
echo "== apt-get install chromium (missing: $DEBIAN_CHROMIUM)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
[ -x "$DEBIAN_CHROMIUM" ] || { echo "apt-get installed chromium, but $DEBIAN_CHROMIUM is still missing" >&2; exit 1; }
