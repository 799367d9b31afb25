# Sourced by check-plugin.sh, check-portable.sh and check-readme.sh: strict mode, the package
# root as the working folder ($root), a scratch folder ($work) removed on exit, and
# `fail MESSAGE`, which prints MESSAGE after the script's name and exits 1.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
check_name="$(basename "$0" .sh)"

fail() {
  echo "$check_name: $*" >&2
  exit 1
}
