#!/usr/bin/env bash
# npm test: lint, typecheck, unit + integration (Vitest), end-to-end (Playwright in Debian's Chromium).
# Each tier alone: `npx biome check .`, `npm run typecheck`, `npx vitest run`,
# `npm run build && npm run test:e2e` (README, "Tests").
set -euo pipefail
cd "$(dirname "$0")/.."
# Called from .ci/run the table is printed there, with the CI's other steps.
own_table=$([ -z "${STEPS_FILE:-}" ] && echo 1 || true)
source scripts/steps.sh
[ -n "$own_table" ] && trap print_steps EXIT

run_step "lint (biome)" npx biome check .
run_step "typecheck" npm run typecheck --silent
run_step "varnish present" bash scripts/ensure-varnish.sh
run_step "unit and integration tests (vitest)" npx vitest run
run_step "chromium present" bash scripts/ensure-chromium.sh
run_step "build" bash scripts/build-if-stale.sh
run_step "end-to-end tests (playwright)" npm run test:e2e --silent
