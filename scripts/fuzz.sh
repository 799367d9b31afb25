#!/usr/bin/env bash
# Builds the fuzz targets of Fuzz/Package.swift (libFuzzer with AddressSanitizer) and runs
# them, each for SECONDS, on a working copy of its seed corpus.
#
# usage: scripts/fuzz.sh [TARGET] [SECONDS]
#   TARGET: catalog, sheet, format, amount, locale, lint, xliff, or all (the default); SECONDS: 60.
#   FUZZ_SCRATCH_PATH: the build folder (default Fuzz/.build); FUZZ_SKIP_BUILD=1 runs what
#   is built. A crash stops the run with exit code 1 and leaves the input in Fuzz/Crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:-all}"
seconds="${2:-60}"
scratch="${FUZZ_SCRATCH_PATH:-$PWD/Fuzz/.build}"
all=(catalog sheet format amount locale lint xliff)
if [[ "$target" == all ]]; then targets=("${all[@]}"); else targets=("$target"); fi
for name in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $name "* ]] || { echo "fuzz.sh: unknown target '$name' (${all[*]}, all)" >&2; exit 2; }
done

if [[ "${FUZZ_SKIP_BUILD:-0}" != 1 ]]; then
  swift build --package-path Fuzz --scratch-path "$scratch" -c release
fi
bin="$(swift build --package-path Fuzz --scratch-path "$scratch" -c release --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p Fuzz/Crashes
status=0
for name in "${targets[@]}"; do
  executable="Fuzz${name^}"
  if [[ "$name" == xliff ]]; then executable=FuzzXLIFF; fi
  seeds=("Fuzz/Corpus/$name")
  # Real catalogs of other projects, read in place: their licenses keep them out of this
  # repository.
  if [[ ("$name" == catalog || "$name" == lint) && -d ../shared/corpus/xcstrings ]]; then
    seeds+=(../shared/corpus/xcstrings)
  fi
  mkdir -p "$work/$name"
  echo "== fuzz $name for ${seconds}s"
  # Swift's backtracer and AddressSanitizer both handle crash signals; the backtracer is
  # turned off so that ASan reports. Caches that live for the process are not leaks.
  if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" \
    "$bin/$executable" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="Fuzz/Crashes/$name-" \
    "$work/$name" "${seeds[@]}" 2>&1 | tee "$work/$name.log" | grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|ERROR|==[0-9]+==|Test unit|stat::|Fatal error|SUMMARY"; then
    :
  fi
  if [[ "${PIPESTATUS[0]:-0}" != 0 ]] || grep -qE "ERROR: (libFuzzer|AddressSanitizer)|Test unit written|Fatal error" "$work/$name.log"; then
    echo "fuzz.sh: $name crashed; the input is in Fuzz/Crashes/" >&2
    status=1
  fi
done
exit "$status"
