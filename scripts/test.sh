#!/usr/bin/env bash
# npm test: lint, typecheck, unit + integration (Vitest), end-to-end (Playwright in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

step "lint (biome)"
biome check .

step "typecheck"
npm run typecheck --silent

step "unit and integration tests (vitest)"
bash scripts/ensure-varnish.sh
vitest run

step "end-to-end tests (playwright)"
bash scripts/ensure-chromium.sh
npm run build --silent
npm run test:e2e --silent
