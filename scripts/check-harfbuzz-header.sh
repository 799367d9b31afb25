#!/usr/bin/env bash
# Proves that Sources/CHarfBuzz/include/CHarfBuzz.h declares HarfBuzz as HarfBuzz's own
# headers do (the library is loaded at run time, so no compiler compares them otherwise):
# each function is declared again after <hb.h>, which C refuses if the types differ, and
# the structures, enumerations and constants, renamed, must have HarfBuzz's sizes, offsets
# and values. Needs HarfBuzz's headers (libharfbuzz-dev, which scripts/setup.sh installs).
set -euo pipefail
cd "$(dirname "$0")/.."
header=Sources/CHarfBuzz/include/CHarfBuzz.h
cflags="$(pkg-config --cflags harfbuzz)" || {
  echo "check-harfbuzz-header: pkg-config finds no harfbuzz: install libharfbuzz-dev" >&2
  exit 1
}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
{
  printf '#include <hb.h>\n#include <stddef.h>\n'
  # The types, renamed so that they stand beside HarfBuzz's (the opaque handles are HarfBuzz's).
  sed -n '/^typedef int hb_bool_t;/,/^} hb_glyph_position_t;/p' "$header" \
    | grep -vE 'typedef (const )?struct hb_[a-z_]+ \*?hb_[a-z_]+;' \
    | sed -e 's/\bhb_/mine_/g; s/\bHB_/MINE_/g; s/\b_HB_/_MINE_/g; s/_hb_var_int_t/_mine_var_int_t/g'
  # The functions as declared.
  sed -n '/^\/\/ Call these only after/,/^#ifdef __cplusplus/p' "$header" | grep -vE '^(#|//)'
  cat <<'C'
#define SAME(a, b) _Static_assert(sizeof(a) == sizeof(b), "sizeof " #a)
#define AT(a, b, m) \
  _Static_assert( \
    offsetof(a, m) == offsetof(b, m) && sizeof(((a *)0)->m) == sizeof(((b *)0)->m), #a "." #m)
#define MEMBER(a, b, m) \
  AT(a, b, m); \
  _Static_assert( \
    __builtin_types_compatible_p(__typeof__(((a *)0)->m), __typeof__(((b *)0)->m)), #a "." #m)
#define VALUE(a, b) _Static_assert((long)(a) == (long)(b), #a)
SAME(hb_bool_t, mine_bool_t); SAME(hb_codepoint_t, mine_codepoint_t);
SAME(hb_position_t, mine_position_t); SAME(hb_mask_t, mine_mask_t);
SAME(hb_var_int_t, mine_var_int_t);
SAME(hb_glyph_info_t, mine_glyph_info_t);
MEMBER(hb_glyph_info_t, mine_glyph_info_t, codepoint);
MEMBER(hb_glyph_info_t, mine_glyph_info_t, mask);
MEMBER(hb_glyph_info_t, mine_glyph_info_t, cluster);
AT(hb_glyph_info_t, mine_glyph_info_t, var1); AT(hb_glyph_info_t, mine_glyph_info_t, var2);
SAME(hb_glyph_position_t, mine_glyph_position_t);
MEMBER(hb_glyph_position_t, mine_glyph_position_t, x_advance);
MEMBER(hb_glyph_position_t, mine_glyph_position_t, y_advance);
MEMBER(hb_glyph_position_t, mine_glyph_position_t, x_offset);
MEMBER(hb_glyph_position_t, mine_glyph_position_t, y_offset);
AT(hb_glyph_position_t, mine_glyph_position_t, var);
SAME(hb_direction_t, mine_direction_t); SAME(hb_script_t, mine_script_t);
SAME(hb_buffer_flags_t, mine_buffer_flags_t);
VALUE(HB_DIRECTION_INVALID, MINE_DIRECTION_INVALID); VALUE(HB_DIRECTION_LTR, MINE_DIRECTION_LTR);
VALUE(HB_DIRECTION_RTL, MINE_DIRECTION_RTL); VALUE(HB_DIRECTION_TTB, MINE_DIRECTION_TTB);
VALUE(HB_DIRECTION_BTT, MINE_DIRECTION_BTT); VALUE(HB_SCRIPT_INVALID, MINE_SCRIPT_INVALID);
VALUE(HB_BUFFER_FLAG_DEFAULT, MINE_BUFFER_FLAG_DEFAULT);
VALUE(HB_BUFFER_FLAG_BOT, MINE_BUFFER_FLAG_BOT); VALUE(HB_BUFFER_FLAG_EOT, MINE_BUFFER_FLAG_EOT);
C
} >"$work/check.c"
"${CC:-cc}" -fsyntax-only -Werror $cflags "$work/check.c" \
  || { echo "check-harfbuzz-header: $header differs from HarfBuzz's headers" >&2; exit 1; }
echo "check-harfbuzz-header: ok: $(grep -c '^[a-z].* hb_[a-z_0-9]*($\|^[a-z].*\*\?hb_[a-z_0-9]*(' "$work/check.c") declarations and the types agree with HarfBuzz $(pkg-config --modversion harfbuzz)"
