#!/usr/bin/env bash
# Installs headless Chromium (Debian or Ubuntu) for the browser check of `paysheet preview`
# and for `--png`. Only the test and CI paths call this: the main job needs no browser.
# Safe to run again: nothing is installed when Chromium is already there.
set -euo pipefail

if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "setup-browser: installing chromium" >&2
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends chromium
