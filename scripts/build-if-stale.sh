#!/usr/bin/env bash
# npm test's build step: builds the web app unless its build is newer than every source it is
# made from (the web app, the contract, the API it imports, the lockfile). A clean clone's
# `npm install` has just built it (the prepare script), so CI does not build twice; after any
# edit the build runs as before. `npm run build` always builds.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=apps/web/build/server/index.js
if [ -f "$stamp" ] && [ -z "$(find apps/web packages/contract apps/api/src package-lock.json \
  \( -name node_modules -o -name build -o -name .react-router -o -name test-results \) -prune \
  -o -type f -newer "$stamp" -print -quit)" ]; then
  echo "build: up to date (no source newer than $stamp)"
  exit 0
fi
npm run build --silent
