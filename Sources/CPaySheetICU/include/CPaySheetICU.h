// The ICU shim: plain C types and opaque handles only.
//
// No ICU header may be included here. Swift imports this header, and a Swift module that
// sees ICU's headers next to Foundation (which carries its own copy of ICU) fails to build;
// ICU's versioned symbol names (`..._72`) are also not importable. Every function reports
// failure through an ICU `UErrorCode` value passed back in `status` (0 = success,
// negative = warning, positive = error); `psicu_error_name` turns it into text.
#ifndef CPAYSHEETICU_H
#define CPAYSHEETICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The ICU name of an error code, such as "U_ILLEGAL_ARGUMENT_ERROR".
const char *psicu_error_name(int32_t status);
/// The status value ICU uses for a destination buffer that was too small.
int32_t psicu_buffer_overflow_status(void);

// MARK: Number formatting (unumf)

typedef struct psicu_number_formatter psicu_number_formatter;

psicu_number_formatter *psicu_numfmt_open(const char *locale, const uint16_t *skeleton,
                                          int32_t skeletonLength, int32_t *status);
void psicu_numfmt_close(psicu_number_formatter *formatter);
/// Formats a decimal number string ("-1234.50") into UTF-16; returns the full length.
/// Safe to call from several threads with the same formatter.
int32_t psicu_numfmt_format_decimal(const psicu_number_formatter *formatter, const char *decimal,
                                    int32_t decimalLength, uint16_t *destination,
                                    int32_t capacity, int32_t *status);

/// Formats an integer; with a `scale/0.01` skeleton ICU shifts it exactly, so an amount in
/// minor units needs no decimal string.
int32_t psicu_numfmt_format_int64(const psicu_number_formatter *formatter, int64_t value,
                                  uint16_t *destination, int32_t capacity, int32_t *status);

// MARK: Plural rules (uplrules)

typedef struct psicu_plural_rules psicu_plural_rules;

psicu_plural_rules *psicu_plural_open(const char *locale, int32_t *status);
void psicu_plural_close(psicu_plural_rules *rules);
/// The plural keyword for a number as `formatter` displays it (visible fraction digits count).
int32_t psicu_plural_select_formatted(const psicu_plural_rules *rules,
                                      const psicu_number_formatter *formatter,
                                      const char *decimal, int32_t decimalLength, char *keyword,
                                      int32_t capacity, int32_t *status);
/// The keywords the rules use, separated by spaces, in ICU's order.
int32_t psicu_plural_keywords(const psicu_plural_rules *rules, char *destination,
                              int32_t capacity, int32_t *status);

/// The CLDR rule of `keyword` for `locale` (or the nearest parent with rules) as ICU's data
/// holds it, samples included: "i = 1 and v = 0 @integer 1", UTF-16, without a terminator.
/// Empty for a locale without rules in the data, which ICU gives its default "other: n".
/// Thread-safe: it only reads ICU's resource data.
int32_t psicu_plural_rule_text(const char *locale, const char *keyword, uint16_t *destination,
                               int32_t capacity, int32_t *status);

// MARK: Currency data (ucurr)

/// Fraction digits from CLDR for `usage` 0 (standard) or 1 (cash).
int32_t psicu_currency_fraction_digits(const uint16_t *isoCode, int32_t usage, int32_t *status);
/// Rounding increment from CLDR for `usage` 0 (standard) or 1 (cash); 0 when there is none.
double psicu_currency_rounding_increment(const uint16_t *isoCode, int32_t usage,
                                         int32_t *status);
/// The ISO 4217 codes ICU knows as current and common, separated by spaces.
int32_t psicu_currency_codes(char *destination, int32_t capacity, int32_t *status);

// MARK: Regions (uloc)

/// The ISO 3166-1 alpha-2 codes ICU lists as current (`uloc_getISOCountries`), separated by
/// spaces.
int32_t psicu_country_codes(char *destination, int32_t capacity, int32_t *status);

// MARK: Case mapping (ustring)

int32_t psicu_to_upper(const char *locale, const uint16_t *source, int32_t sourceLength,
                       uint16_t *destination, int32_t capacity, int32_t *status);

// MARK: Date intervals (udtitvfmt)

typedef struct psicu_date_interval_formatter psicu_date_interval_formatter;

psicu_date_interval_formatter *psicu_dtitv_open(const char *locale, const uint16_t *skeleton,
                                                int32_t skeletonLength, const uint16_t *timeZone,
                                                int32_t timeZoneLength, int32_t *status);
void psicu_dtitv_close(psicu_date_interval_formatter *formatter);
/// Formats the interval between two instants given in milliseconds since 1970, in the
/// locale's calendar without a switch to the Julian calendar (proleptic, as ISO 8601 is).
int32_t psicu_dtitv_format(const psicu_date_interval_formatter *formatter, const char *locale,
                           const uint16_t *timeZone, int32_t timeZoneLength, double fromMillis,
                           double toMillis, uint16_t *destination, int32_t capacity,
                           int32_t *status);

// MARK: Grapheme clusters (ubrk)

typedef struct psicu_grapheme_iterator psicu_grapheme_iterator;

psicu_grapheme_iterator *psicu_grapheme_open(const char *locale, int32_t *status);
void psicu_grapheme_close(psicu_grapheme_iterator *iterator);
/// A line break iterator (UAX #14 with the locale's tailoring and dictionaries for Thai and
/// other scripts without spaces); its boundaries are the places a line may wrap.
psicu_grapheme_iterator *psicu_line_breaks_open(const char *locale, int32_t *status);
/// Writes the cluster boundaries of `text` (0 first, `length` last) into `boundaries`;
/// returns how many there are. Not thread-safe for one iterator.
int32_t psicu_grapheme_boundaries(psicu_grapheme_iterator *iterator, const uint16_t *text,
                                  int32_t length, int32_t *boundaries, int32_t capacity,
                                  int32_t *status);

// MARK: Character properties (uchar)

/// ICU's UEastAsianWidth: 0 neutral, 1 ambiguous, 2 halfwidth, 3 fullwidth, 4 narrow, 5 wide.
int32_t psicu_east_asian_width(uint32_t scalar);
/// ICU's UCharCategory (general category) value.
int32_t psicu_general_category(uint32_t scalar);
int32_t psicu_is_emoji_presentation(uint32_t scalar);
int32_t psicu_is_extended_pictographic(uint32_t scalar);
int32_t psicu_is_regional_indicator(uint32_t scalar);
int32_t psicu_is_default_ignorable(uint32_t scalar);

/// ICU's UScriptCode of a code point (0 Common, 1 Inherited, 25 Latin, …).
int32_t psicu_script(uint32_t scalar);
/// The ISO 15924 code of a UScriptCode, such as "Latn"; NULL for an unknown value.
const char *psicu_script_short_name(int32_t script);

// MARK: Locales (uloc)

/// Parses a BCP 47 tag into an ICU locale ID; `parsedLength` tells how much of it was read.
int32_t psicu_locale_for_language_tag(const char *tag, char *destination, int32_t capacity,
                                      int32_t *parsedLength, int32_t *status);
int32_t psicu_locale_canonicalize(const char *localeID, char *destination, int32_t capacity,
                                  int32_t *status);
/// Fills in the likely script and region ("zh_TW" → "zh_Hant_TW"), from CLDR.
int32_t psicu_locale_add_likely_subtags(const char *localeID, char *destination, int32_t capacity,
                                        int32_t *status);
int32_t psicu_locale_to_language_tag(const char *localeID, char *destination, int32_t capacity,
                                     int32_t *status);
/// One part of a locale ID: 0 language, 1 script, 2 region, 3 variant.
int32_t psicu_locale_part(const char *localeID, int32_t part, char *destination,
                          int32_t capacity, int32_t *status);
/// Whether the locale's script is written right to left.
int32_t psicu_locale_is_right_to_left(const char *localeID);
int32_t psicu_locale_available_count(void);
const char *psicu_locale_available(int32_t index);
/// The ISO 3166 region codes ICU knows, NULL-terminated.
const char *const *psicu_locale_iso_countries(void);
/// Which Unicode extension keyword of an ICU locale ID names something ICU does not have:
/// 0 none, 1 the numbering system (nu), 2 the calendar (ca), 3 the currency (cu), 4 a
/// numbering system without digits (algorithmic, which ICU formats as Latin digits); the
/// keyword's value is written to `value`.
int32_t psicu_locale_unknown_keyword(const char *localeID, char *value, int32_t capacity);

// MARK: Spoof checks (uspoof)

typedef struct psicu_spoof_checker psicu_spoof_checker;

/// Problems `psicu_spoof_check` reports, as bits of its result (ICU's own bits are not
/// exposed, so that Swift does not depend on the values of a header it cannot see).
/// The text mixes scripts beyond ICU's moderately restrictive level (Latin with Cyrillic).
#define PSICU_SPOOF_MIXED_SCRIPTS 1
/// Invisible characters: repeated non-spacing marks, or marks on nothing.
#define PSICU_SPOOF_INVISIBLE 2
/// Digits from more than one numbering system.
#define PSICU_SPOOF_MIXED_NUMBERS 4
/// A dot above a letter that already has one, which can hide a character.
#define PSICU_SPOOF_HIDDEN_OVERLAY 8
/// A checker set to the moderately restrictive level, with invisible, mixed-number and
/// hidden-overlay checks. Thread-safe once opened: checks never change it.
psicu_spoof_checker *psicu_spoof_open(int32_t *status);
void psicu_spoof_close(psicu_spoof_checker *checker);
/// The PSICU_SPOOF_* bits of the problems found in `text`; 0 when it passes.
int32_t psicu_spoof_check(const psicu_spoof_checker *checker, const uint16_t *text,
                          int32_t length, int32_t *status);
/// Whether two texts look alike (share a confusable skeleton); nonzero when they do.
int32_t psicu_spoof_are_confusable(const psicu_spoof_checker *checker, const uint16_t *first,
                                   int32_t firstLength, const uint16_t *second,
                                   int32_t secondLength, int32_t *status);

// MARK: Names (uspoof skeletons and sets, unorm2, uchar names, uscript, ulocdata)

/// Writes the UTS #39 skeleton of `text` (`uspoof_getSkeleton`), the form two look-alike
/// texts share; returns its full length. Thread-safe: it does not change the checker.
int32_t psicu_spoof_skeleton(const psicu_spoof_checker *checker, const uint16_t *text,
                             int32_t length, uint16_t *destination, int32_t capacity,
                             int32_t *status);
/// Where `scalar` stands in UTS #39's General Security Profile: 1 when it is in ICU's
/// recommended set (Identifier_Status Allowed), 2 when it is in the inclusion set (such as
/// '-' and U+2019), 0 otherwise (Restricted). Thread-safe: ICU's sets are frozen.
int32_t psicu_spoof_identifier_status(uint32_t scalar, int32_t *status);

/// Writes `text` normalized to NFC (`form` 0) or NFKC (`form` 1); returns its full length.
/// Thread-safe: ICU's normalizer instances are shared and immutable.
int32_t psicu_normalize(int32_t form, const uint16_t *text, int32_t length,
                        uint16_t *destination, int32_t capacity, int32_t *status);

/// Writes the Unicode name of `scalar` ("DOUBLE-STRUCK CAPITAL N"), empty when it has none;
/// returns its length. Thread-safe.
int32_t psicu_char_name(uint32_t scalar, char *destination, int32_t capacity, int32_t *status);
/// ICU's UJoiningType: 0 non-joining, 1 join causing, 2 dual, 3 left, 4 right, 5 transparent.
/// Thread-safe.
int32_t psicu_joining_type(uint32_t scalar);
/// The canonical combining class (1 overlay, 9 virama, 230 above, …). Thread-safe.
int32_t psicu_combining_class(uint32_t scalar);
/// Writes the UScriptCodes of `scalar`'s Script_Extensions; returns how many there are.
/// Thread-safe.
int32_t psicu_script_extensions(uint32_t scalar, int32_t *scripts, int32_t capacity,
                                int32_t *status);
/// Writes the UScriptCodes a locale is written in (`uscript_getCode`: "ja" gives Kana, Hira
/// and Hani); returns how many there are. Thread-safe.
int32_t psicu_locale_scripts(const char *locale, int32_t *scripts, int32_t capacity,
                             int32_t *status);

/// The Unicode name of the script whose ISO 15924 code is `code` ("Cyrl" → "Cyrillic");
/// NULL for an unknown code. Thread-safe: the names are ICU's static data.
const char *psicu_script_long_name(const char *code);

typedef struct psicu_exemplar_set psicu_exemplar_set;

/// The standard exemplar characters of a locale (`ulocdata_getExemplarSet`): the letters its
/// everyday writing uses. Thread-safe once opened: the set is frozen.
psicu_exemplar_set *psicu_exemplars_open(const char *locale, int32_t *status);
void psicu_exemplars_close(psicu_exemplar_set *set);
/// Whether the set holds `scalar`. Thread-safe.
int32_t psicu_exemplars_contains(const psicu_exemplar_set *set, uint32_t scalar);

#ifdef __cplusplus
}
#endif

#endif
