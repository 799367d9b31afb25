#!/usr/bin/env bash
# Sets up the machine, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --build-tests
swift test "$@"
