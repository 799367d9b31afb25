#!/usr/bin/env bash
# Sets up the machine, then runs every test, the browser check of `paysheet preview` included.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --build-tests
# Without Chromium the browser check is skipped with its reason; CI installs it first, strictly.
scripts/setup-browser.sh || echo "test: Chromium could not be installed; the browser check will be skipped" >&2
source scripts/progress.sh
with_progress "test: still testing" swift test "$@"
