#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; never a browser downloaded by a
# test tool. Install it when missing and we are allowed to, else say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (about a minute)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium not found at $CHROMIUM: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and run the tests again." >&2
exit 1
