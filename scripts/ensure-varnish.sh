#!/usr/bin/env bash
# The edge tests run Debian's Varnish with varnish-modules' xkey (deploy/varnish/default.vcl).
set -euo pipefail
VARNISHD=/usr/sbin/varnishd
if [ -x "$VARNISHD" ] && compgen -G "/usr/lib/*/varnish/vmods/libvmod_xkey.so" >/dev/null; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Varnish or its xkey vmod is missing. Install them: sudo apt-get install -y varnish varnish-modules" >&2
  exit 1
fi
echo "Installing Debian's varnish and varnish-modules..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq varnish varnish-modules >/dev/null
