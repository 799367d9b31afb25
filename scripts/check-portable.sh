#!/usr/bin/env bash
# Proves that the released `paysheet` needs nothing of the machine it was built on: it runs
# in a mount namespace where the Swift toolchain and every ICU shared library are hidden
# (an empty folder and empty files bound over them), and every output it gives there is
# byte for byte the development build's (shared ICU and Swift libraries, the toolchain's
# runtime): --version, format-amount, plural, measure, render of every example sheet in
# five languages (text and JSON, measured on a phone), request, and lint --format json of
# the shipped catalog and of a real one. Then, with HarfBuzz hidden as well, render and
# lint must go on with the columns model and say so in one line; with the font folders
# hidden, lint must name the missing fonts and the lines it could not judge.
#
# Usage: scripts/check-portable.sh [RELEASED_BINARY [DEVELOPMENT_BINARY]]
#   RELEASED_BINARY defaults to the one in dist/paysheet-*-x86_64-unknown-linux-gnu.tar.gz
#   (scripts/release.sh), unpacked; DEVELOPMENT_BINARY to .build/release/paysheet, else
#   .build/debug/paysheet. Needs root, or user namespaces (unshare -r), for the mounts.
# Exits 1 on any difference.
source "$(dirname "$0")/check-common.sh"

released="${1:-}"
if [ -z "$released" ]; then
  tarball="$(ls dist/paysheet-*-x86_64-unknown-linux-gnu.tar.gz 2>/dev/null | tail -1)"
  [ -n "$tarball" ] || fail "no dist/paysheet-*.tar.gz: run scripts/release.sh first"
  mkdir "$work/unpacked"
  tar -xzf "$tarball" -C "$work/unpacked"
  released="$(echo "$work"/unpacked/*/paysheet)"
fi
developed="${2:-}"
if [ -z "$developed" ]; then
  for candidate in .build/release/paysheet .build/debug/paysheet; do
    [ -x "$candidate" ] && developed="$candidate" && break
  done
fi
[ -x "$released" ] || fail "no released binary at '$released'"
[ -x "${developed:-}" ] || fail "no development build of paysheet: run swift build first"
released="$(readlink -f "$released")"
developed="$(readlink -f "$developed")"
echo "released: $released"
echo "development: $developed"

unshare=(unshare --mount --propagation private)
[ "$(id -u)" -eq 0 ] || unshare+=(--map-root-user)

# What is hidden: the toolchain (its whole prefix, /opt/swift/usr here), every ICU shared
# library, and for the fallback runs every HarfBuzz one, or the font folders.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
libraries() {
  find /usr/lib /usr/lib64 /usr/local/lib /lib /lib64 -name "$1" \( -type f -o -type l \) 2>/dev/null \
    | xargs -r readlink -f | sort -u
}
icu="$(libraries 'libicu*.so*')"
harfbuzz="$(libraries 'libharfbuzz*.so*')"
[ -n "$icu" ] || fail "found no ICU shared library to hide"
mkdir "$work/empty"
touch "$work/empty-file"

# hidden WHAT COMMAND...: runs COMMAND in a mount namespace where WHAT (icu, harfbuzz,
# fonts: any of them, comma-separated, besides the toolchain) is hidden.
hidden() {
  local what="$1"
  shift
  local setup="mount --bind '$work/empty' '$toolchain'"
  local file
  for file in $icu; do setup+=" && mount --bind '$work/empty-file' '$file'"; done
  if [[ ",$what," == *,harfbuzz,* ]]; then
    for file in $harfbuzz; do setup+=" && mount --bind '$work/empty-file' '$file'"; done
  fi
  if [[ ",$what," == *,fonts,* ]]; then
    for file in /usr/share/fonts /usr/local/share/fonts; do
      [ ! -d "$file" ] || setup+=" && mount --bind '$work/empty' '$file'"
    done
  fi
  "${unshare[@]}" bash -c "$setup && exec \"\$@\"" hidden "$@"
}

echo "== the namespace hides the toolchain and ICU: the development build cannot start there"
if hidden icu "$developed" --version >"$work/control.txt" 2>&1; then
  fail "the development build ran with the toolchain and ICU hidden, so nothing is hidden"
fi
head -1 "$work/control.txt"
if ! hidden icu ldd "$released" >"$work/ldd.txt" 2>&1 || grep -qiE 'not found|error' "$work/ldd.txt"; then
  cat "$work/ldd.txt" >&2
  fail "the released binary cannot load its libraries in the namespace"
fi

# The cases: one command line each, with an optional standard input after "<<<".
cases=(
  "--version"
  "format-amount --locale de-CH --currency CHF 1234.5"
  "format-amount --locale ar --currency EUR 1234.5"
  "format-amount --locale hi --currency INR 1234567.8"
  "format-amount --locale ja --currency JPY 1000"
  "format-amount --locale fr --currency EUR --sign accounting -42.1"
  "format-amount --locale ar --currency KWD - <<<1.234"
  "plural --locale en 1.0"
  "plural --locale ru 22"
  "plural --locale pl 5"
  "plural --locale ar 3"
  "measure --locale ar --profile iphone-se --verbose المجموع"
  "measure --locale ja --profile iphone-se --verbose お支払い合計"
  "measure --locale ja --profile watch-41mm お支払い合計"
)
for sheet in Examples/sheets/*.json; do
  for locale in en de ar ja hi; do
    cases+=("render $sheet --locale $locale --profile iphone-se")
    cases+=("render $sheet --locale $locale --profile iphone-se --format json")
  done
  cases+=("request $sheet --locale de --format applepay")
  cases+=("request $sheet --locale ja --format payment-request")
done
real="$(ls Tests/PaySheetLintTests/Corpus/Real/*.xcstrings | head -1)"
cases+=("lint --format json Localizations/PaymentSheet.xcstrings")
cases+=("lint --format json $real")

# run BINARY CASE OUT: writes the case's standard output, exit status and standard error
# to OUT.
run() {
  local binary="$1" line="$2" out="$3" input="" status=0
  if [[ "$line" == *" <<<"* ]]; then
    input="${line##* <<<}"
    line="${line% <<<*}"
  fi
  # Word splitting on purpose: the cases are written as command lines without quotes.
  # shellcheck disable=SC2086
  printf '%s\n' "$input" | "$binary" $line >"$out" 2>"$out.err" || status=$?
  { echo "exit $status"; echo "standard error:"; cat "$out.err"; } >>"$out"
  rm "$out.err"
}
export -f run

echo "== ${#cases[@]} cases, the development build, then the released one in the namespace"
printf '%s\n' "${cases[@]}" >"$work/cases.txt"
index=0
while IFS= read -r line; do
  run "$developed" "$line" "$work/dev-$index.txt"
  index=$((index + 1))
done <"$work/cases.txt"
hidden icu bash -c '
  index=0
  while IFS= read -r line; do
    run "$1" "$line" "$2/rel-$index.txt"
    index=$((index + 1))
  done <"$2/cases.txt"' runner "$released" "$work"

differences=0
index=0
while IFS= read -r line; do
  if ! cmp -s "$work/dev-$index.txt" "$work/rel-$index.txt"; then
    echo "differs: paysheet $line" >&2
    diff "$work/dev-$index.txt" "$work/rel-$index.txt" | head -10 >&2 || true
    differences=$((differences + 1))
  fi
  index=$((index + 1))
done <"$work/cases.txt"
((differences == 0)) || fail "$differences of ${#cases[@]} outputs differ"
bytes="$(cat "$work"/rel-*.txt | wc -c)"
echo "same: ${#cases[@]} outputs, $bytes bytes"

echo "== HarfBuzz hidden too: the columns model judges the phone profiles, and says so once"
sheet=Examples/sheets/marketplace-via.json
hidden icu,harfbuzz "$released" render "$sheet" --locale de --profile iphone-se --format json \
  >"$work/fallback.json" 2>"$work/fallback.err" || fail "render failed without HarfBuzz: $(cat "$work/fallback.err")"
[ "$(grep -c 'points model is unavailable' "$work/fallback.err")" -eq 1 ] \
  || fail "render without HarfBuzz did not say so in one line: $(cat "$work/fallback.err")"
grep -q '"unit" : "columns"' "$work/fallback.json" || fail "render without HarfBuzz did not judge in columns"
! grep -q '"unit" : "points"' "$work/fallback.json" || fail "render without HarfBuzz still measured points"
head -1 "$work/fallback.err"
status=0
hidden icu,harfbuzz "$released" lint --format json Localizations/PaymentSheet.xcstrings \
  >"$work/fallback-lint.json" 2>"$work/fallback-lint.err" || status=$?
((status <= 1)) || fail "lint without HarfBuzz failed: $(cat "$work/fallback-lint.err")"
[ "$(grep -c 'points model is unavailable' "$work/fallback-lint.err")" -eq 1 ] \
  || fail "lint without HarfBuzz did not say so in one line"
echo "lint without HarfBuzz: exit $status, $(grep -c '"rule" :' "$work/fallback-lint.json" || true) findings"

echo "== the font folders hidden: the lint names the missing fonts and the lines not judged"
status=0
hidden icu,fonts "$released" lint --profile iphone-se Localizations/PaymentSheet.xcstrings \
  >"$work/nofonts.txt" 2>&1 || status=$?
((status <= 1)) || fail "lint without fonts failed: $(tail -3 "$work/nofonts.txt")"
grep -q 'not judged on iphone-se: the font file Inter-Regular.otf was not found.*fonts-inter' "$work/nofonts.txt" \
  || fail "lint without fonts did not name Inter and its package: $(grep warning "$work/nofonts.txt" | head -3)"
grep -o 'warning: [0-9]* lines* w[a-z]* not judged on iphone-se: the font file [^ ]*' "$work/nofonts.txt" \
  | sed 's/ on iphone-se: the font file / /'
echo "== the font folders hidden: --fonts DIR and PAYSHEET_FONTS are searched through"
inter="$("$developed" measure --locale en --model points --verbose "Order total" | awk -F'\t' 'NR == 2 { print $3 }')"
mkdir -p "$work/fonts/nested"
cp "$inter" "$work/fonts/nested/"
expected="$("$developed" measure --locale en --model points "Order total")"
for how in "--fonts $work/fonts" "PAYSHEET_FONTS=/nonexistent:$work/fonts"; do
  if [[ "$how" == --fonts* ]]; then
    got="$(hidden icu,fonts "$released" measure --locale en --model points --verbose "Order total" $how)"
  else
    got="$(hidden icu,fonts env "$how" "$released" measure --locale en --model points --verbose "Order total")"
  fi
  [[ "$(head -1 <<<"$got")" == "$expected" ]] || fail "with $how the width is '$got', not $expected"
  grep -qF "$work/fonts/nested/$(basename "$inter")" <<<"$got" || fail "with $how the font is not the one in $work/fonts: $got"
done
echo "found in --fonts and PAYSHEET_FONTS: $expected pt, as with the system's fonts"
echo "check-portable: ok"
