#!/usr/bin/env bash
# Installs what the package builds against (Debian or Ubuntu), then builds it.
# Safe to run again: packages already present are not reinstalled.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  libicu-dev pkg-config
  # The rewrite tests set ACLs and extended attributes with setfacl and setfattr; the
  # scale benchmark reads each process's peak memory from GNU time.
  acl attr time
  # The points width model: HarfBuzz (loaded at run time), its hb-shape tool (the accuracy
  # tests' reference), its headers (scripts/check-harfbuzz-header.sh compares the project's
  # declarations with them; nothing builds against them), and the fonts FontSet.debian names.
  libharfbuzz0b libharfbuzz-bin libharfbuzz-dev fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  # scripts/release.sh: the static archives of libxml2 and what it needs (ICU's come with
  # libicu-dev), and zip for the artifact bundle.
  libxml2-dev zlib1g-dev liblzma-dev zip
)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

command -v swift >/dev/null || { echo "setup: the Swift toolchain (swift) is not on PATH" >&2; exit 1; }
# A line each minute while it builds: a release build on 2 cores has compiles of several
# minutes that print nothing.
source scripts/progress.sh
with_progress "setup: still building" swift build "$@"
