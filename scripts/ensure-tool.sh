#!/usr/bin/env bash
# Tests use programs from Debian, never copies downloaded by a test tool:
# Chromium (the end-to-end tests), pdftotext from poppler-utils (the
# server's tests read the invoices and licence certificates back with it),
# unzip and Python (two of the readers the ZIP archives are proved with)
# and PgBouncer (CI's pass on PostgreSQL, scripts/with-pgbouncer.sh).
# Usage: ensure-tool.sh <path of the program> <Debian package>.
# Installs the package when the program is missing and we are allowed to, else says how.
set -euo pipefail
PROGRAM="$1"
PACKAGE="$2"
if [ -x "$PROGRAM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$PROGRAM is missing: installing Debian's $PACKAGE package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "$PACKAGE" >/dev/null
  [ -x "$PROGRAM" ] && exit 0
fi
echo "$PROGRAM not found: install it with 'sudo apt-get install -y $PACKAGE' and run the tests again." >&2
exit 1
