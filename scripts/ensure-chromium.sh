#!/usr/bin/env bash
# Playwright drives Debian's Chromium; nothing downloads a browser of its own.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
exec bash "$(dirname "$0")/apt-install.sh" \
  "Chromium is missing at $CHROMIUM. Install it: sudo apt-get install -y chromium" chromium
