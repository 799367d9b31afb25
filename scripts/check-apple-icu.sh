#!/usr/bin/env bash
# Proves on Linux the ICU declarations the shim uses on Apple's systems
# (Sources/CPaySheetICU/apple_icu.h), where libicucore has no headers:
#
# 1. every function the file declares is one of ICU's;
# 2. one C file includes ICU's real headers and the project's declarations: a prototype,
#    constant, macro or type that differs from ICU's is a compile error; a deliberately wrong
#    prototype, constant, type and macro, each in a copy of the file, must fail to compile;
#    and the exemplar sets the shim builds without ulocdata on Apple's systems equal
#    ulocdata's for every locale;
# 3. the package is built with the shim in its Apple mode (the project's declarations, no ICU
#    header) against Linux ICU, ICU's renaming applied (`ubrk_open` -> `ubrk_open_72`), and
#    the ICU, money and formatting tests run on that build.
#
# Usage: scripts/check-apple-icu.sh [--no-tests]   (--no-tests: steps 1 and 2 only, seconds)
# Step 3 builds in .build/apple-icu, apart from the ordinary build.
set -euo pipefail
cd "$(dirname "$0")/.."
header=Sources/CPaySheetICU/apple_icu.h
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
read -r -a icu_flags <<<"$(pkg-config --cflags icu-uc icu-i18n)"
cc="${CC:-clang}"

# The functions the file declares: every identifier before '(' in its functions part.
functions=$(sed -n '/^#define PAYSHEET_APPLE_ICU_FUNCTIONS$/,$p' "$header" |
  grep -oE '\bu[a-z0-9]*_[A-Za-z0-9]+\(' | tr -d '(' | sort -u)
# The enumeration types and their values, from the types part, written one to a line.
types_part=$(sed -n '/^#define PAYSHEET_APPLE_ICU_TYPES$/,/^#endif  \/\/ PAYSHEET_APPLE_ICU_TYPES$/p' "$header")
enum_types=$(grep -oE '^typedef enum [A-Za-z0-9_]+ \{' <<<"$types_part" | awk '{print $3}')
enumerators=$(grep -oE '^  [A-Za-z][A-Za-z0-9_]* = ' <<<"$types_part" | awk '{print $1}')

echo "== 1. the $(wc -w <<<"$functions") functions apple_icu.h declares are ICU's"
# ICU's urename.h renames each of its C functions; the preprocessor shows what it makes of
# each name ('ubrk_open_72'), and a name it leaves alone is not ICU's.
{
  echo '#include <unicode/utypes.h>'
  echo 'psck_names_follow'
  for function in $functions; do echo "$function"; done
} >"$work/names.c"
renamed=$("$cc" -E -P "${icu_flags[@]}" "$work/names.c" | sed '1,/^psck_names_follow$/d')
paste <(echo "$functions") <(echo "$renamed") >"$work/renames.txt"
not_icu=$(awk '$1 == $2 || $2 == "" {print $1}' "$work/renames.txt")
if [[ -n "$not_icu" ]]; then
  echo "check-apple-icu: not ICU functions (urename.h does not rename them): $not_icu" >&2
  exit 1
fi

# The check file: the project's types under other names, ICU's headers, the project's
# prototypes (renamed by ICU's urename.h, so each meets ICU's own), then the comparisons.
write_check() { # header-to-check output-file
  {
    echo '#define PAYSHEET_APPLE_ICU_TYPES_ONLY'
    for name in $enum_types $enumerators; do echo "#define $name psck_$name"; done
    echo "#include \"$1\""
    for name in $enum_types $enumerators; do echo "#undef $name"; done
    echo '#undef PAYSHEET_APPLE_ICU_TYPES_ONLY'
    for icu in ubrk uchar ucurr udateintervalformat uformattedvalue ucal uloc uenum unorm2 \
      unumberformatter unumsys upluralrules ures uscript uspoof uset ustring putil; do
      echo "#include <unicode/$icu.h>"
    done
    echo "#include \"$1\""
    for name in $enumerators; do
      echo "_Static_assert((long long)psck_$name == (long long)$name, \"$name differs from ICU's\");"
    done
    for name in $enum_types; do
      echo "_Static_assert(sizeof(psck_$name) == sizeof($name) && ((psck_$name)-1 < 0) == (($name)-1 < 0), \"$name is not ICU's size and signedness\");"
    done
  } >"$2"
}
# A copy of ICU's headers outside the system's folders, whose headers get no warnings: ICU's
# definition of a macro after the project's different one must be an error, not silence.
icu_include=$(pkg-config --variable=includedir icu-uc)
mkdir -p "$work/icu"
cp -R "$icu_include/unicode" "$work/icu/"
compile_check() { # header-to-check
  write_check "$1" "$work/check.c"
  "$cc" -std=c11 -fsyntax-only -Werror -Wall -I "$work/icu" "${icu_flags[@]}" "$work/check.c"
}

echo "== 2. apple_icu.h against ICU's own headers ($(pkg-config --modversion icu-uc))"
compile_check "$PWD/$header"
echo "$(wc -w <<<"$enumerators") constants, $(wc -w <<<"$enum_types") enumeration types and $(wc -w <<<"$functions") prototypes agree with ICU's"

# The check must be able to fail: four copies of the file, each with one thing wrong.
expect_failure() { # description sed-expression
  sed -E "$2" "$header" >"$work/apple_icu.h"
  if cmp -s "$header" "$work/apple_icu.h"; then
    echo "check-apple-icu: the self-test '$1' changed nothing; fix its expression" >&2
    exit 1
  fi
  if compile_check "$work/apple_icu.h" >"$work/wrong.log" 2>&1; then
    echo "check-apple-icu: a copy with $1 compiled; the check cannot fail" >&2
    exit 1
  fi
  echo "a copy with $1 fails, as it must: $(grep -m1 'error:' "$work/wrong.log" | sed 's/^.*error: //')"
}
expect_failure "a const parameter ICU does not have" \
  's/^int32_t ubrk_first\(UBreakIterator \*bi\);/int32_t ubrk_first(const UBreakIterator *bi);/'
expect_failure "a wrong constant" 's/^  UCHAR_JOINING_TYPE = 0x1007,/  UCHAR_JOINING_TYPE = 0x1006,/'
expect_failure "a wrong scalar type" 's/^typedef int8_t UBool;/typedef int32_t UBool;/'
expect_failure "a wrong macro" 's/^#define ULOC_FULLNAME_CAPACITY 157$/#define ULOC_FULLNAME_CAPACITY 156/'

# On Apple's systems the shim builds exemplar sets without ulocdata (docs/platforms.md): the
# two ways must give the same set, and fail alike, for every locale.
cat >"$work/exemplars.c" <<'C'
#include <stdio.h>
// For every locale ICU has (and "sa", which has no data of its own): the set ulocdata gives
// and the set the shim builds from ExemplarCharacters on Apple's systems.
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/uset.h>
#include <unicode/uloc.h>
int main(void) {
  int32_t count = uloc_countAvailable(), differ = 0, compared = 0;
  for (int32_t i = -1; i < count; i++) {
    const char *locale = i < 0 ? "sa" : uloc_getAvailable(i);
    UErrorCode a = U_ZERO_ERROR, b = U_ZERO_ERROR, lookup = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(locale, &a);
    USet *expected = U_SUCCESS(a) ? ulocdata_getExemplarSet(data, NULL, 0, ULOCDATA_ES_STANDARD, &a) : NULL;
    ulocdata_close(data);
    UResourceBundle *bundle = ures_open(NULL, locale, &b);
    int32_t length = 0;
    const UChar *pattern = ures_getStringByKey(bundle, "ExemplarCharacters", &length, &lookup);
    if (lookup != U_ZERO_ERROR) b = lookup;
    USet *actual = U_SUCCESS(b) ? uset_openPatternOptions(pattern, length, USET_IGNORE_SPACE, &b) : NULL;
    ures_close(bundle);
    compared++;
    if (U_FAILURE(a) != U_FAILURE(b) || (expected && actual && !uset_equals(expected, actual))) {
      differ++; printf("differs: %s (%s / %s)\n", locale, u_errorName(a), u_errorName(b));
    }
    if (expected) uset_close(expected);
    if (actual) uset_close(actual);
  }
  printf("%d locales compared, %d differ\n", compared, differ);
  return differ != 0;
}
C
"$cc" "$work/exemplars.c" -o "$work/exemplars" $(pkg-config --cflags --libs icu-uc icu-i18n)
if ! result=$("$work/exemplars"); then
  echo "check-apple-icu: the exemplar sets differ: $result" >&2
  exit 1
fi
echo "exemplar sets without ulocdata: $(tail -1 <<<"$result")"

[[ "${1:-}" == "--no-tests" ]] && exit 0

echo "== 3. the shim on apple_icu.h against Linux ICU: build, and the ICU, money and formatting tests"
defines=(-Xcc -DPAYSHEET_ICU_DECLARATIONS)
while read -r function versioned; do defines+=(-Xcc "-D$function=$versioned"); done <"$work/renames.txt"
swift build --build-tests --scratch-path .build/apple-icu "${defines[@]}"
# The shim must not have taken ICU's headers after all: its object names no ICU header.
if find .build/apple-icu -name 'shim.c.d' -path '*CPaySheetICU*' -exec grep -l 'unicode/' {} + | grep -q .; then
  echo "check-apple-icu: the Apple-mode shim included ICU's headers" >&2
  exit 1
fi
swift test --skip-build --scratch-path .build/apple-icu "${defines[@]}" \
  --filter 'PaySheetICUTests|Money|Format'
