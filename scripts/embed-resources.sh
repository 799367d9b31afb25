#!/usr/bin/env bash
# Writes Sources/PaySheetKit/Resources/EmbeddedResources.swift from the files in
# Localizations/ (all but the .md notes), so that the library and an installed `paysheet`
# carry them. Run it after changing any file in Localizations/ and commit both: a test of
# PaySheetKit fails while the two differ. With --check it only compares and says whether
# the kept file is current (exit 1 when it is not).
#
# usage: scripts/embed-resources.sh [--check] [swift build options, such as --scratch-path DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [[ "${1:-}" == --check ]]; then
  check=1
  shift
fi
output=Sources/PaySheetKit/Resources/EmbeddedResources.swift
files=()
for file in Localizations/*; do
  [[ -f "$file" && "$file" != *.md ]] && files+=("$file")
done
# Building PaySheetEmbed needs no other target, so it works while the kept file is stale or
# holds merge conflict markers.
swift build "$@" --product PaySheetEmbed >&2
embed="$(swift build "$@" --show-bin-path)/PaySheetEmbed"
if [[ "$check" == 1 ]]; then
  fresh="$(mktemp)"
  trap 'rm -f "$fresh"' EXIT
  "$embed" "$fresh" "${files[@]}"
  if ! cmp -s "$fresh" "$output"; then
    echo "embed-resources: $output differs from Localizations/; run scripts/embed-resources.sh and commit the result" >&2
    exit 1
  fi
  echo "embed-resources: $output is current"
else
  "$embed" "$output" "${files[@]}"
  echo "embed-resources: wrote $output from ${files[*]}"
fi
