#!/usr/bin/env bash
# Writes the corpus of real String Catalogs the corpus tests read: each file of
# scripts/corpus.tsv (18 catalogs of 10 apps under real/, Ice Cubes' catalog and the
# xcstrings-tool fixtures under xcstrings/, a storyboard's .strings table in Xcode's layout
# under strings/), byte for byte at its commit, each checked
# against its sha256.
#
#   scripts/fetch-corpus.sh [DEST]          (default: $PAYSHEET_CORPUS, else ../paysheet-corpus)
#
# MIRROR=DIR reads owner+name/repo (a bare git directory) under DIR instead of cloning.
# FROM=DIR copies the files from an existing copy of the corpus (the same layout) instead.
# A file that does not match its sha256 is not written, and the script exits 1 naming it.
# Exit 1 also when a repository cannot be cloned (no network): the tests then skip, naming
# this script.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="${1:-${PAYSHEET_CORPUS:-$here/../paysheet-corpus}}"
list="$here/scripts/corpus.tsv"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest"
failed=0
while IFS=$'\t' read -r file repository path commit license sha; do
  [ "$file" = file ] && continue
  # A file already in DEST with its sha256 is kept: a second run needs no network.
  if [ -f "$dest/$file" ] && [ "$(sha256sum < "$dest/$file" | cut -d' ' -f1)" = "$sha" ]; then
    continue
  fi
  tmp="$work/file"
  if [ -n "${FROM:-}" ]; then
    if ! cp "$FROM/$file" "$tmp" 2>/dev/null; then
      echo "fetch-corpus: $FROM/$file is not there" >&2
      failed=1
      continue
    fi
  else
    gitdir="${MIRROR:-}/${repository/\//+}/repo"
    if [ -z "${MIRROR:-}" ] || [ ! -d "$gitdir" ]; then
      gitdir="$work/${repository/\//+}.git"
      # One try per repository, at most 5 minutes: a network that drops packets must not hang CI.
      if [ -e "$gitdir.failed" ]; then continue; fi
      if [ ! -d "$gitdir" ] && ! timeout 300 git clone --quiet --bare --filter=blob:none \
        "https://github.com/$repository" "$gitdir" 2>"$work/clone.err"; then
        echo "fetch-corpus: could not clone https://github.com/$repository: $(tail -n 1 "$work/clone.err")" >&2
        touch "$gitdir.failed"
        failed=1
        continue
      fi
    fi
    if ! git --git-dir="$gitdir" show "$commit:$path" > "$tmp" 2>/dev/null; then
      echo "fetch-corpus: $repository has no $path at $commit" >&2
      failed=1
      continue
    fi
  fi
  actual="$(sha256sum < "$tmp" | cut -d' ' -f1)"
  if [ "$actual" != "$sha" ]; then
    echo "fetch-corpus: $file has sha256 $actual, not $sha ($repository@${commit:0:10}); not written" >&2
    failed=1
    continue
  fi
  mkdir -p "$dest/$(dirname "$file")"
  mv "$tmp" "$dest/$file"
  echo "$file  $repository@${commit:0:10}  $license  $(wc -c < "$dest/$file") bytes"
done < "$list"
if [ "$failed" != 0 ]; then
  echo "fetch-corpus: the corpus in $dest is incomplete; the corpus tests skip what is missing" >&2
  exit 1
fi
echo "fetch-corpus: $(($(wc -l < "$list") - 1)) files in $dest"
