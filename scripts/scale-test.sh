#!/usr/bin/env bash
# The scale-out test (issue 12): nginx balancing two app instances on one PostgreSQL database
# and one S3-compatible store (s3rver), with faults: kill -9 of an instance under reads and
# under writes, and a PostgreSQL restart under load; then Varnish in front of the same
# instances (issue 26): fresh through the edge after writes, up while PostgreSQL is down 30 s.
# Needs the web build (npm run build) and Debian's postgresql, nginx, varnish and
# varnish-modules (installed when missing; needs root for that).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v nginx >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq nginx >/dev/null
fi
bash scripts/ensure-varnish.sh
exec bash scripts/with-postgres.sh node_modules/.bin/node --import tsx apps/web/bench/scale/scale-test.ts
