#!/usr/bin/env bash
# Builds the fuzz targets of Fuzz/Package.swift (libFuzzer with AddressSanitizer) and runs
# them on a working copy of their seed corpora. docs/development.md says what each checks and
# where the budgets below come from.
#
# usage: scripts/fuzz.sh [TARGET|all] [SECONDS]  one target or every one, each SECONDS (60)
#        scripts/fuzz.sh ci                    every target for its CI budget (.ci/run), 10 min
#        scripts/fuzz.sh release               every target for 10 min, 70 min (before a release)
#        scripts/fuzz.sh merge TARGET|all DIR  adds to Fuzz/Corpus/TARGET the inputs of
#                                              DIR/TARGET that reach code no seed reaches
#   TARGET: catalog, sheet, format, amount, locale, lint, xliff.
#   FUZZ_SCRATCH_PATH: the build folder (default Fuzz/.build); FUZZ_SKIP_BUILD=1 runs what
#   is built; FUZZ_KEEP=DIR keeps each target's new inputs in DIR/TARGET and libFuzzer's
#   log in DIR/TARGET.log, for merge. A crash stops the run with exit code 1 and leaves the
#   input in Fuzz/Crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
all=(catalog sheet format amount locale lint xliff)

# CI's seconds per target, 10 min in all, given where coverage still grows: in 10-minute
# runs (docs/development.md) the lint and the XLIFF reader reached 456 and 290 more edges
# after their first 150 s, the catalog and sheet readers 36 and 60, having reached 94-95%
# of their edges in the first minute; amount, locale and format each read one short string.
declare -A ci=([xliff]=180 [lint]=180 [catalog]=60 [sheet]=60 [format]=40 [locale]=40 [amount]=40)
release_seconds=600

mode="${1:-all}"
merge_from=""
case "$mode" in
  ci | release)
    [[ $# -le 1 ]] || { echo "fuzz.sh: '$mode' takes no SECONDS: its budgets are in this script" >&2; exit 2; }
    targets=("${all[@]}")
    ;;
  merge)
    [[ $# -eq 3 ]] || { echo "usage: scripts/fuzz.sh merge TARGET|all DIR" >&2; exit 2; }
    if [[ "$2" == all ]]; then targets=("${all[@]}"); else targets=("$2"); fi
    merge_from="$3"
    ;;
  all) targets=("${all[@]}") ;;
  *) targets=("$mode") ;;
esac
for name in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $name "* ]] || { echo "fuzz.sh: unknown target '$name' (${all[*]}, all, ci, release, merge)" >&2; exit 2; }
done
seconds_for() {
  case "$mode" in
    ci) echo "${ci[$1]}" ;;
    release) echo "$release_seconds" ;;
    *) echo "$2" ;;
  esac
}

scratch="${FUZZ_SCRATCH_PATH:-$PWD/Fuzz/.build}"
if [[ "${FUZZ_SKIP_BUILD:-0}" != 1 ]]; then
  swift build --package-path Fuzz --scratch-path "$scratch" -c release
fi
bin="$(swift build --package-path Fuzz --scratch-path "$scratch" -c release --show-bin-path)"
executable() { if [[ "$1" == xliff ]]; then echo FuzzXLIFF; else echo "Fuzz${1^}"; fi; }
# Swift's backtracer and AddressSanitizer both handle crash signals; the backtracer is
# turned off so that ASan reports. Caches that live for the process are not leaks.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
# Real catalogs of other projects, read in place as seeds of the catalog and lint targets:
# their licenses keep them, and inputs made from them, out of this repository.
licensed="${PAYSHEET_CORPUS:-../paysheet-corpus}/xcstrings"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [[ -n "$merge_from" ]]; then
  for name in "${targets[@]}"; do
    [[ -d "$merge_from/$name" ]] || { echo "fuzz.sh: no $merge_from/$name" >&2; exit 2; }
    from="$merge_from/$name"
    if [[ ("$name" == catalog || "$name" == lint) && -d "$licensed" ]]; then
      # An input holding 32 bytes in a row of a licensed catalog (that no file of this
      # repository holds) was made from it and is left out.
      from="$work/$name"
      python3 - "$merge_from/$name" "$from" "$licensed" Fuzz/Corpus Localizations Tests <<'PY'
import os, shutil, sys
source, target, licensed, *own = sys.argv[1:]
def files(folder):
    for root, _, names in os.walk(folder):
        for name in names:
            yield os.path.join(root, name)
def windows(data):
    return {data[i:i + 32] for i in range(len(data) - 31)}
theirs = set()
for path in files(licensed):
    theirs |= windows(open(path, "rb").read())
for folder in own:
    for path in files(folder):
        theirs -= windows(open(path, "rb").read())
os.makedirs(target, exist_ok=True)
left = 0
for name in os.listdir(source):
    data = open(os.path.join(source, name), "rb").read()
    if any(data[i:i + 32] in theirs for i in range(len(data) - 31)):
        left += 1
    else:
        shutil.copy(os.path.join(source, name), target)
print(f"== {os.path.basename(source)}: {left} inputs left out, made from licensed catalogs")
PY
    fi
    before=$(find "Fuzz/Corpus/$name" -type f | wc -l)
    # Counters off: an input is kept for code no seed reaches, not for reaching known code
    # more times, so the seeds stay few.
    "$bin/$(executable "$name")" -merge=1 -use_counters=0 -timeout=10 -rss_limit_mb=2048 \
      -max_len=65536 "Fuzz/Corpus/$name" "$from" 2>&1 | grep -E "MERGE-OUTER: [0-9]+ new files" || true
    after=$(find "Fuzz/Corpus/$name" -type f | wc -l)
    echo "== merge $name: $before -> $after seeds"
  done
  exit 0
fi

keep="${FUZZ_KEEP:-$work}"
mkdir -p Fuzz/Crashes
status=0
for name in "${targets[@]}"; do
  seconds="$(seconds_for "$name" "${2:-60}")"
  seeds=("Fuzz/Corpus/$name")
  if [[ ("$name" == catalog || "$name" == lint) && -d "$licensed" ]]; then
    seeds+=("$licensed")
  fi
  mkdir -p "$keep/$name"
  echo "== fuzz $name for ${seconds}s"
  if ! "$bin/$(executable "$name")" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="Fuzz/Crashes/$name-" \
    "$keep/$name" "${seeds[@]}" 2>&1 | tee "$keep/$name.log" | grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|ERROR|==[0-9]+==|Test unit|stat::|Fatal error|SUMMARY"; then
    :
  fi
  if [[ "${PIPESTATUS[0]:-0}" != 0 ]] || grep -qE "ERROR: (libFuzzer|AddressSanitizer)|Test unit written|Fatal error" "$keep/$name.log"; then
    echo "fuzz.sh: $name crashed; the input is in Fuzz/Crashes/" >&2
    status=1
  fi
done
exit "$status"
