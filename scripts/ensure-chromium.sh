#!/bin/sh
# The browser tests drive Debian's Chromium; never a browser downloaded by a test tool.
set -eu
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's chromium (needed by the browser tests)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium
/usr/bin/chromium --version
