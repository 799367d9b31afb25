// HarfBuzz loaded at run time: each function of CHarfBuzz.h is a hidden trampoline through
// a pointer dlsym found in libharfbuzz.so.0. Debian ships no static HarfBuzz, and linking
// the shared one would keep a released binary from starting where it is not installed.
#include "CHarfBuzz.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define HIDDEN __attribute__((visibility("hidden")))

// X(name, return type, parameters, arguments) for each function of the header.
#define HARFBUZZ_FUNCTIONS(X)                                                                 \
  X(hb_blob_create_from_file_or_fail, hb_blob_t *, (const char *a), (a))                      \
  X(hb_blob_destroy, void, (hb_blob_t * a), (a))                                              \
  X(hb_face_count, unsigned int, (hb_blob_t * a), (a))                                        \
  X(hb_face_create, hb_face_t *, (hb_blob_t * a, unsigned int b), (a, b))                     \
  X(hb_face_make_immutable, void, (hb_face_t * a), (a))                                       \
  X(hb_face_destroy, void, (hb_face_t * a), (a))                                              \
  X(hb_face_get_upem, unsigned int, (const hb_face_t *a), (a))                                \
  X(hb_font_create, hb_font_t *, (hb_face_t * a), (a))                                        \
  X(hb_font_make_immutable, void, (hb_font_t * a), (a))                                       \
  X(hb_font_destroy, void, (hb_font_t * a), (a))                                              \
  X(hb_font_get_nominal_glyph, hb_bool_t, (hb_font_t * a, hb_codepoint_t b, hb_codepoint_t *c), \
    (a, b, c))                                                                                \
  X(hb_buffer_create, hb_buffer_t *, (void), ())                                              \
  X(hb_buffer_destroy, void, (hb_buffer_t * a), (a))                                          \
  X(hb_buffer_set_flags, void, (hb_buffer_t * a, hb_buffer_flags_t b), (a, b))                \
  X(hb_buffer_add_utf32, void,                                                                \
    (hb_buffer_t * a, const uint32_t *b, int c, unsigned int d, int e), (a, b, c, d, e))      \
  X(hb_buffer_set_direction, void, (hb_buffer_t * a, hb_direction_t b), (a, b))               \
  X(hb_buffer_set_script, void, (hb_buffer_t * a, hb_script_t b), (a, b))                     \
  X(hb_buffer_set_language, void, (hb_buffer_t * a, hb_language_t b), (a, b))                 \
  X(hb_shape, void, (hb_font_t * a, hb_buffer_t *b, const hb_feature_t *c, unsigned int d),   \
    (a, b, c, d))                                                                             \
  X(hb_buffer_get_glyph_infos, hb_glyph_info_t *, (hb_buffer_t * a, unsigned int *b), (a, b)) \
  X(hb_buffer_get_glyph_positions, hb_glyph_position_t *, (hb_buffer_t * a, unsigned int *b), \
    (a, b))                                                                                   \
  X(hb_script_from_string, hb_script_t, (const char *a, int b), (a, b))                       \
  X(hb_script_get_horizontal_direction, hb_direction_t, (hb_script_t a), (a))                 \
  X(hb_language_from_string, hb_language_t, (const char *a, int b), (a, b))

#define POINTER(name, result, parameters, arguments) static result(*name##_pointer) parameters;
HARFBUZZ_FUNCTIONS(POINTER)

#define TRAMPOLINE(name, result, parameters, arguments) \
  HIDDEN result name parameters { return name##_pointer arguments; }
HARFBUZZ_FUNCTIONS(TRAMPOLINE)

// The soname HarfBuzz has kept since 0.9. (Apple's systems measure with Core Text and do
// not build this target's users.)
static const char library_name[] = "libharfbuzz.so.0";

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[512];

static void load(void) {
  void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *reason = dlerror();
    snprintf(failure, sizeof failure, "%s", reason ? reason : "cannot load libharfbuzz");
    return;
  }
#define RESOLVE(name, result, parameters, arguments)                                        \
  *(void **)&name##_pointer = dlsym(library, #name);                                        \
  if (name##_pointer == NULL) {                                                             \
    snprintf(failure, sizeof failure,                                                       \
             "the HarfBuzz found has no %s (HarfBuzz 2.8.2 or later is needed)", #name);   \
    dlclose(library);                                                                       \
    return;                                                                                 \
  }
  HARFBUZZ_FUNCTIONS(RESOLVE)
  loaded = 1;
}

int paysheet_harfbuzz_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char *paysheet_harfbuzz_failure(void) {
  pthread_once(&once, load);
  return failure;
}
