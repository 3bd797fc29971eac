#!/usr/bin/env bash
# The edge tests run Debian's Varnish with varnish-modules' xkey (deploy/varnish/default.vcl).
set -euo pipefail
VARNISHD=/usr/sbin/varnishd
if [ -x "$VARNISHD" ] && compgen -G "/usr/lib/*/varnish/vmods/libvmod_xkey.so" >/dev/null; then
  exit 0
fi
exec bash "$(dirname "$0")/apt-install.sh" \
  "Varnish or its xkey vmod is missing. Install them: sudo apt-get install -y varnish varnish-modules" \
  varnish varnish-modules
