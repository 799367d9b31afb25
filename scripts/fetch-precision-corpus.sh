#!/usr/bin/env bash
# Recreates the folder of fetched real String Catalogs that the precision and recall figures in
# docs/lint-precision.md were measured on: each file of
# Tests/PaySheetLintTests/Corpus/Precision/fetched.tsv, byte for byte at its commit.
#
#   scripts/fetch-precision-corpus.sh [DEST]        (default: ../fetched-corpus)
#
# MIRROR=DIR reads owner+name/repo (a bare git directory) under DIR instead of cloning.
# LIST=FILE fetches the files of another list of the same columns (scripts/fetch-strings-corpus.sh).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="${1:-$here/../fetched-corpus}"
list="${LIST:-$here/Tests/PaySheetLintTests/Corpus/Precision/fetched.tsv}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest"
tail -n +2 "$list" | while IFS=$'\t' read -r file repository path commit license; do
  gitdir="${MIRROR:-}/${repository/\//+}/repo"
  if [ -z "${MIRROR:-}" ] || [ ! -d "$gitdir" ]; then
    gitdir="$work/${repository/\//+}.git"
    if [ ! -d "$gitdir" ]; then
      git clone --quiet --bare --filter=blob:none "https://github.com/$repository" "$gitdir"
    fi
  fi
  mkdir -p "$dest/$(dirname "$file")"
  git --git-dir="$gitdir" show "$commit:$path" > "$dest/$file"
  echo "$file  $repository@${commit:0:10}  $(wc -c < "$dest/$file") bytes"
done
