// The part of HarfBuzz's C API the points width model uses, declared here so that nothing
// links HarfBuzz: harfbuzz.c loads libharfbuzz.so.0 at run time (dlopen), the first time a
// font is opened. A released `paysheet` then starts where HarfBuzz is not installed, and
// only the points model is missing there.
//
// The types and prototypes are HarfBuzz's own (hb-common.h, hb-blob.h, hb-face.h, hb-font.h,
// hb-buffer.h, hb-shape.h of HarfBuzz 2.8.2 and later), with the handles opaque; the
// functions are defined in harfbuzz.c with hidden visibility, so they never stand in for
// the library's own.
#ifndef PAYSHEET_CHARFBUZZ_H
#define PAYSHEET_CHARFBUZZ_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads HarfBuzz once per process and finds every function below in it: 1 when it is
/// usable, 0 when not (then paysheet_harfbuzz_failure() says why). Thread-safe.
int paysheet_harfbuzz_load(void);
/// Why HarfBuzz could not be loaded, in one line; "" when it was.
const char *paysheet_harfbuzz_failure(void);

typedef int hb_bool_t;
typedef uint32_t hb_codepoint_t;
typedef int32_t hb_position_t;
typedef uint32_t hb_mask_t;
typedef union _hb_var_int_t {
  uint32_t u32;
  int32_t i32;
  uint16_t u16[2];
  int16_t i16[2];
  uint8_t u8[4];
  int8_t i8[4];
} hb_var_int_t;

typedef struct hb_blob_t hb_blob_t;
typedef struct hb_face_t hb_face_t;
typedef struct hb_font_t hb_font_t;
typedef struct hb_buffer_t hb_buffer_t;
typedef struct hb_feature_t hb_feature_t;
typedef const struct hb_language_impl_t *hb_language_t;

typedef enum {
  HB_DIRECTION_INVALID = 0,
  HB_DIRECTION_LTR = 4,
  HB_DIRECTION_RTL,
  HB_DIRECTION_TTB,
  HB_DIRECTION_BTT
} hb_direction_t;

/// An ISO 15924 tag as HarfBuzz numbers scripts (hb_script_from_string's result).
typedef enum { HB_SCRIPT_INVALID = 0, _HB_SCRIPT_MAX_VALUE = 0x7FFFFFFF } hb_script_t;

typedef enum {
  HB_BUFFER_FLAG_DEFAULT = 0x00000000u,
  HB_BUFFER_FLAG_BOT = 0x00000001u,
  HB_BUFFER_FLAG_EOT = 0x00000002u
} hb_buffer_flags_t;

typedef struct hb_glyph_info_t {
  hb_codepoint_t codepoint;
  hb_mask_t mask;
  uint32_t cluster;
  hb_var_int_t var1;
  hb_var_int_t var2;
} hb_glyph_info_t;

typedef struct hb_glyph_position_t {
  hb_position_t x_advance;
  hb_position_t y_advance;
  hb_position_t x_offset;
  hb_position_t y_offset;
  hb_var_int_t var;
} hb_glyph_position_t;

// Call these only after paysheet_harfbuzz_load() returned 1.
hb_blob_t *hb_blob_create_from_file_or_fail(const char *file_name);
void hb_blob_destroy(hb_blob_t *blob);
unsigned int hb_face_count(hb_blob_t *blob);
hb_face_t *hb_face_create(hb_blob_t *blob, unsigned int index);
void hb_face_make_immutable(hb_face_t *face);
void hb_face_destroy(hb_face_t *face);
unsigned int hb_face_get_upem(const hb_face_t *face);
hb_font_t *hb_font_create(hb_face_t *face);
void hb_font_make_immutable(hb_font_t *font);
void hb_font_destroy(hb_font_t *font);
hb_bool_t hb_font_get_nominal_glyph(hb_font_t *font, hb_codepoint_t unicode, hb_codepoint_t *glyph);
hb_buffer_t *hb_buffer_create(void);
void hb_buffer_destroy(hb_buffer_t *buffer);
void hb_buffer_set_flags(hb_buffer_t *buffer, hb_buffer_flags_t flags);
void hb_buffer_add_utf32(
  hb_buffer_t *buffer, const uint32_t *text, int text_length, unsigned int item_offset,
  int item_length);
void hb_buffer_set_direction(hb_buffer_t *buffer, hb_direction_t direction);
void hb_buffer_set_script(hb_buffer_t *buffer, hb_script_t script);
void hb_buffer_set_language(hb_buffer_t *buffer, hb_language_t language);
void hb_shape(
  hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features);
hb_glyph_info_t *hb_buffer_get_glyph_infos(hb_buffer_t *buffer, unsigned int *length);
hb_glyph_position_t *hb_buffer_get_glyph_positions(hb_buffer_t *buffer, unsigned int *length);
hb_script_t hb_script_from_string(const char *str, int len);
hb_direction_t hb_script_get_horizontal_direction(hb_script_t script);
hb_language_t hb_language_from_string(const char *str, int len);

#ifdef __cplusplus
}
#endif

#endif
