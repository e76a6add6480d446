#!/bin/sh
# Debian packages the tests need, installed when missing: Chromium for the browser tests (never a
# browser downloaded by a test tool) and litecoind, the regtest node that stands in for Bitcoin
# (same transaction format) in the chain tests and the sandbox's local Bitcoin network.
set -eu
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
[ -x /usr/lib/litecoin/litecoind ] || missing="$missing litecoind"
if [ -z "$missing" ]; then
  exit 0
fi
echo "Installing Debian packages the tests need:$missing"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
/usr/bin/chromium --version
/usr/lib/litecoin/litecoind -version | head -1
