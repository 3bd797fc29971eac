#!/usr/bin/env bash
# Installs the Debian packages a test step needs (the ensure-*.sh checks): as root it
# runs apt-get quietly; otherwise it prints MISSING_MESSAGE and fails.
# Usage: bash scripts/apt-install.sh "MISSING_MESSAGE" PACKAGE...
set -euo pipefail
MISSING_MESSAGE="$1"
shift
if [ "$(id -u)" != "0" ]; then
  echo "$MISSING_MESSAGE" >&2
  exit 1
fi
NAMES="$1"
for name in "${@:2}"; do NAMES="$NAMES and $name"; done
echo "Installing Debian's $NAMES..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$@" >/dev/null
