#!/usr/bin/env bash
# Playwright drives Debian's Chromium; nothing downloads a browser of its own.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $CHROMIUM. Install it: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
