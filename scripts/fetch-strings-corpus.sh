#!/usr/bin/env bash
# Fetches the real .strings and .stringsdict tables the strings corpus tests read: each file of
# Tests/PaySheetLintTests/Corpus/Strings/fetched.tsv, byte for byte at its commit, into
# LANG.lproj folders as the project ships them.
#
#   scripts/fetch-strings-corpus.sh [DEST]        (default: ../fetched-strings)
#
# The tests read DEST from PAYSHEET_STRINGS_CORPUS, or ../fetched-strings beside the package,
# and skip, naming this command, when it is absent. The files are third-party: they are
# fetched, never committed.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
LIST="$here/Tests/PaySheetLintTests/Corpus/Strings/fetched.tsv" \
  exec "$here/scripts/fetch-precision-corpus.sh" "${1:-$here/../fetched-strings}"
