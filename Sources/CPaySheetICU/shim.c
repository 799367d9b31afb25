// Mechanical forwarding to ICU's C API; every decision is made in Swift.
#include "CPaySheetICU.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>
// On Apple's systems, which ship libicucore but no ICU headers, the project's copies of the
// declarations (apple_icu.h); elsewhere ICU's own headers (libicu-dev). Defining
// PAYSHEET_ICU_DECLARATIONS takes the copies on Linux too: scripts/check-apple-icu.sh builds
// and tests that way against Linux ICU.
#if defined(__APPLE__) || defined(PAYSHEET_ICU_DECLARATIONS)
#define PAYSHEET_ICU_COPIES 1
#include "apple_icu.h"
#else
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucurr.h>
#include <unicode/udateintervalformat.h>
#include <unicode/ucal.h>
#include <unicode/uloc.h>
#include <unicode/uenum.h>
#include <unicode/ulocdata.h>
#include <unicode/unorm2.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>
#endif

const char *psicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

int32_t psicu_buffer_overflow_status(void) { return U_BUFFER_OVERFLOW_ERROR; }

// MARK: Number formatting

// A UFormattedNumber is mutable scratch space, so each thread keeps its own; the
// formatter itself is immutable and shared.
static pthread_key_t result_key;
static pthread_once_t result_once = PTHREAD_ONCE_INIT;

static void close_result(void *result) { unumf_closeResult((UFormattedNumber *)result); }

static void make_result_key(void) { pthread_key_create(&result_key, close_result); }

static UFormattedNumber *thread_result(UErrorCode *status) {
  pthread_once(&result_once, make_result_key);
  UFormattedNumber *result = pthread_getspecific(result_key);
  if (result == NULL) {
    result = unumf_openResult(status);
    if (U_FAILURE(*status)) return NULL;
    pthread_setspecific(result_key, result);
  }
  return result;
}

psicu_number_formatter *psicu_numfmt_open(const char *locale, const uint16_t *skeleton,
                                          int32_t skeletonLength, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  // Not ..._WithError: the position of a skeleton's syntax error is never shown, and that
  // function was a draft until ICU 67 (WebKit's copy of the header marks it U_DRAFT).
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(
      (const UChar *)skeleton, skeletonLength, locale, &code);
  *status = code;
  if (U_FAILURE(code)) {
    unumf_close(formatter);
    return NULL;
  }
  return (psicu_number_formatter *)formatter;
}

void psicu_numfmt_close(psicu_number_formatter *formatter) {
  unumf_close((UNumberFormatter *)formatter);
}

static const UFormattedNumber *format_into_result(const psicu_number_formatter *formatter,
                                                  const char *decimal, int32_t decimalLength,
                                                  UErrorCode *code) {
  UFormattedNumber *result = thread_result(code);
  if (U_FAILURE(*code)) return NULL;
  unumf_formatDecimal((const UNumberFormatter *)formatter, decimal, decimalLength, result, code);
  return result;
}

int32_t psicu_numfmt_format_decimal(const psicu_number_formatter *formatter, const char *decimal,
                                    int32_t decimalLength, uint16_t *destination,
                                    int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const UFormattedNumber *result = format_into_result(formatter, decimal, decimalLength, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    length = unumf_resultToString(result, (UChar *)destination, capacity, &code);
  }
  *status = code;
  return length;
}

int32_t psicu_numfmt_format_int64(const psicu_number_formatter *formatter, int64_t value,
                                  uint16_t *destination, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UFormattedNumber *result = thread_result(&code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    unumf_formatInt((const UNumberFormatter *)formatter, value, result, &code);
  }
  if (U_SUCCESS(code)) {
    length = unumf_resultToString(result, (UChar *)destination, capacity, &code);
  }
  *status = code;
  return length;
}

// MARK: Plural rules

psicu_plural_rules *psicu_plural_open(const char *locale, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &code);
  *status = code;
  if (U_FAILURE(code)) {
    uplrules_close(rules);
    return NULL;
  }
  return (psicu_plural_rules *)rules;
}

void psicu_plural_close(psicu_plural_rules *rules) { uplrules_close((UPluralRules *)rules); }

int32_t psicu_plural_select_formatted(const psicu_plural_rules *rules,
                                      const psicu_number_formatter *formatter,
                                      const char *decimal, int32_t decimalLength, char *keyword,
                                      int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const UFormattedNumber *result = format_into_result(formatter, decimal, decimalLength, &code);
  UChar buffer[32];
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    length = uplrules_selectFormatted((const UPluralRules *)rules, result, buffer, 32, &code);
  }
  if (U_SUCCESS(code)) {
    if (length >= capacity) {
      code = U_BUFFER_OVERFLOW_ERROR;
    } else {
      u_UCharsToChars(buffer, keyword, length);
      keyword[length] = 0;
    }
  }
  *status = code;
  return length;
}

int32_t psicu_plural_keywords(const psicu_plural_rules *rules, char *destination,
                              int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &code);
  int32_t length = 0;
  const char *keyword;
  int32_t keywordLength;
  while (U_SUCCESS(code) && (keyword = uenum_next(keywords, &keywordLength, &code)) != NULL) {
    int32_t needed = length + (length > 0 ? 1 : 0) + keywordLength;
    if (needed < capacity) {
      if (length > 0) destination[length] = ' ';
      memcpy(destination + needed - keywordLength, keyword, (size_t)keywordLength);
      destination[needed] = 0;
    }
    length = needed;
  }
  uenum_close(keywords);
  if (U_SUCCESS(code) && length >= capacity) code = U_BUFFER_OVERFLOW_ERROR;
  *status = code;
  return length;
}

int32_t psicu_plural_rule_text(const char *locale, const char *keyword, uint16_t *destination,
                               int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  char name[ULOC_FULLNAME_CAPACITY];
  uloc_getBaseName(locale, name, ULOC_FULLNAME_CAPACITY, &code);
  UResourceBundle *data = ures_openDirect(NULL, "plurals", &code);
  UResourceBundle *locales = ures_getByKey(data, "locales", NULL, &code);
  const UChar *set = NULL;
  int32_t length = 0;
  // The locale's rule set, else its parent's, as ICU's PluralRules looks it up.
  while (U_SUCCESS(code)) {
    UErrorCode lookup = U_ZERO_ERROR;
    set = ures_getStringByKey(locales, name, &length, &lookup);
    if (U_SUCCESS(lookup)) break;
    set = NULL;
    if (uloc_getParent(name, name, ULOC_FULLNAME_CAPACITY, &code) <= 0) break;
  }
  length = 0;
  if (U_SUCCESS(code) && set == NULL) {
    // Without a rule set of its own or of a parent (Sanskrit, sa, in ICU 72), a locale gets
    // ICU's default rules, "other: n", which the data does not hold: its text is the one CLDR
    // gives every language whose numbers are all "other" (ja, ko, th, …).
    static const char defaultOther[] =
        " @integer 0~15, 100, 1000, 10000, 100000, 1000000, \\u2026 @decimal 0.0~1.5, 10.0, "
        "100.0, 1000.0, 10000.0, 100000.0, 1000000.0, \\u2026";
    if (strcmp(keyword, "other") != 0) {
      code = U_MISSING_RESOURCE_ERROR;
    } else {
      UChar text[sizeof defaultOther];
      u_unescape(defaultOther, text, (int32_t)(sizeof defaultOther));
      length = u_strlen(text);
      if (length > capacity) {
        code = U_BUFFER_OVERFLOW_ERROR;
      } else {
        memcpy(destination, text, (size_t)length * sizeof(UChar));
      }
    }
  }
  if (U_SUCCESS(code) && set != NULL) {
    char setName[64];
    u_UCharsToChars(set, setName, u_strlen(set) + 1);
    UResourceBundle *rules = ures_getByKey(data, "rules", NULL, &code);
    UResourceBundle *sets = ures_getByKey(rules, setName, NULL, &code);
    const UChar *text = ures_getStringByKey(sets, keyword, &length, &code);
    if (U_SUCCESS(code)) {
      if (length > capacity) {
        code = U_BUFFER_OVERFLOW_ERROR;
      } else {
        memcpy(destination, text, (size_t)length * sizeof(UChar));
      }
    }
    ures_close(sets);
    ures_close(rules);
  }
  ures_close(locales);
  ures_close(data);
  *status = code;
  return length;
}

// MARK: Currency data

int32_t psicu_currency_fraction_digits(const uint16_t *isoCode, int32_t usage, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t digits = ucurr_getDefaultFractionDigitsForUsage(
      (const UChar *)isoCode, usage == 1 ? UCURR_USAGE_CASH : UCURR_USAGE_STANDARD, &code);
  *status = code;
  return digits;
}

double psicu_currency_rounding_increment(const uint16_t *isoCode, int32_t usage,
                                         int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  double increment = ucurr_getRoundingIncrementForUsage(
      (const UChar *)isoCode, usage == 1 ? UCURR_USAGE_CASH : UCURR_USAGE_STANDARD, &code);
  *status = code;
  return increment;
}

int32_t psicu_currency_codes(char *destination, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UEnumeration *codes = ucurr_openISOCurrencies(UCURR_COMMON | UCURR_NON_DEPRECATED, &code);
  int32_t length = 0;
  const char *iso;
  int32_t isoLength;
  while (U_SUCCESS(code) && (iso = uenum_next(codes, &isoLength, &code)) != NULL) {
    int32_t needed = length + (length > 0 ? 1 : 0) + isoLength;
    if (needed < capacity) {
      if (length > 0) destination[length] = ' ';
      memcpy(destination + needed - isoLength, iso, (size_t)isoLength);
      destination[needed] = 0;
    }
    length = needed;
  }
  uenum_close(codes);
  if (U_SUCCESS(code) && length >= capacity) code = U_BUFFER_OVERFLOW_ERROR;
  *status = code;
  return length;
}

// MARK: Regions

int32_t psicu_country_codes(char *destination, int32_t capacity, int32_t *status) {
  const char *const *codes = uloc_getISOCountries();
  int32_t length = 0;
  for (int32_t index = 0; codes[index] != NULL; index++) {
    int32_t codeLength = (int32_t)strlen(codes[index]);
    int32_t needed = length + (length > 0 ? 1 : 0) + codeLength;
    if (needed < capacity) {
      if (length > 0) destination[length] = ' ';
      memcpy(destination + needed - codeLength, codes[index], (size_t)codeLength);
      destination[needed] = 0;
    }
    length = needed;
  }
  *status = length >= capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
  return length;
}

// MARK: Case mapping

int32_t psicu_to_upper(const char *locale, const uint16_t *source, int32_t sourceLength,
                       uint16_t *destination, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = u_strToUpper((UChar *)destination, capacity, (const UChar *)source,
                                sourceLength, locale, &code);
  *status = code;
  return length;
}

// MARK: Date intervals

psicu_date_interval_formatter *psicu_dtitv_open(const char *locale, const uint16_t *skeleton,
                                                int32_t skeletonLength, const uint16_t *timeZone,
                                                int32_t timeZoneLength, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UDateIntervalFormat *formatter =
      udtitvfmt_open(locale, (const UChar *)skeleton, skeletonLength, (const UChar *)timeZone,
                     timeZoneLength, &code);
  *status = code;
  if (U_FAILURE(code)) {
    udtitvfmt_close(formatter);
    return NULL;
  }
  return (psicu_date_interval_formatter *)formatter;
}

void psicu_dtitv_close(psicu_date_interval_formatter *formatter) {
  udtitvfmt_close((UDateIntervalFormat *)formatter);
}

// ICU's earliest instant: a Gregorian change there means the calendar never switches to Julian.
static const double psicu_proleptic_change = -184303902528000000.0;

static UCalendar *psicu_proleptic_calendar(const char *locale, const uint16_t *timeZone,
                                           int32_t timeZoneLength, double millis,
                                           UErrorCode *code) {
  UCalendar *calendar =
      ucal_open((const UChar *)timeZone, timeZoneLength, locale, UCAL_DEFAULT, code);
  if (U_FAILURE(*code)) return calendar;
  // Calendars that are not Gregorian refuse a change date; they have no Julian switch anyway.
  UErrorCode ignored = U_ZERO_ERROR;
  ucal_setGregorianChange(calendar, psicu_proleptic_change, &ignored);
  ucal_setMillis(calendar, millis, code);
  return calendar;
}

int32_t psicu_dtitv_format(const psicu_date_interval_formatter *formatter, const char *locale,
                           const uint16_t *timeZone, int32_t timeZoneLength, double fromMillis,
                           double toMillis, uint16_t *destination, int32_t capacity,
                           int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UCalendar *from =
      psicu_proleptic_calendar(locale, timeZone, timeZoneLength, fromMillis, &code);
  UCalendar *to = psicu_proleptic_calendar(locale, timeZone, timeZoneLength, toMillis, &code);
  UFormattedDateInterval *result = udtitvfmt_openResult(&code);
  udtitvfmt_formatCalendarToResult((const UDateIntervalFormat *)formatter, from, to, result,
                                   &code);
  int32_t length = 0;
  const UChar *text = ufmtval_getString(udtitvfmt_resultAsValue(result, &code), &length, &code);
  if (U_SUCCESS(code)) {
    if (length <= capacity) {
      memcpy(destination, text, (size_t)length * sizeof(UChar));
    } else {
      code = U_BUFFER_OVERFLOW_ERROR;
    }
  }
  udtitvfmt_closeResult(result);
  if (to) ucal_close(to);
  if (from) ucal_close(from);
  *status = code;
  return length;
}

// MARK: Grapheme clusters

psicu_grapheme_iterator *psicu_grapheme_open(const char *locale, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, locale, NULL, 0, &code);
  *status = code;
  if (U_FAILURE(code)) {
    ubrk_close(iterator);
    return NULL;
  }
  return (psicu_grapheme_iterator *)iterator;
}

psicu_grapheme_iterator *psicu_line_breaks_open(const char *locale, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &code);
  *status = code;
  if (U_FAILURE(code)) {
    ubrk_close(iterator);
    return NULL;
  }
  return (psicu_grapheme_iterator *)iterator;
}

void psicu_grapheme_close(psicu_grapheme_iterator *iterator) {
  ubrk_close((UBreakIterator *)iterator);
}

int32_t psicu_grapheme_boundaries(psicu_grapheme_iterator *iterator, const uint16_t *text,
                                  int32_t length, int32_t *boundaries, int32_t capacity,
                                  int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UBreakIterator *breaks = (UBreakIterator *)iterator;
  ubrk_setText(breaks, (const UChar *)text, length, &code);
  int32_t count = 0;
  if (U_SUCCESS(code)) {
    for (int32_t b = ubrk_first(breaks); b != UBRK_DONE; b = ubrk_next(breaks)) {
      if (count < capacity) boundaries[count] = b;
      count++;
    }
    if (count > capacity) code = U_BUFFER_OVERFLOW_ERROR;
  }
  // Drop the reference to the caller's buffer, which is only valid during this call.
  UErrorCode ignored = U_ZERO_ERROR;
  ubrk_setText(breaks, NULL, 0, &ignored);
  *status = code;
  return count;
}

// MARK: Character properties

int32_t psicu_east_asian_width(uint32_t scalar) {
  return u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t psicu_general_category(uint32_t scalar) { return u_charType((UChar32)scalar); }

int32_t psicu_is_emoji_presentation(uint32_t scalar) {
  return u_hasBinaryProperty((UChar32)scalar, UCHAR_EMOJI_PRESENTATION);
}

int32_t psicu_is_extended_pictographic(uint32_t scalar) {
  return u_hasBinaryProperty((UChar32)scalar, UCHAR_EXTENDED_PICTOGRAPHIC);
}

int32_t psicu_is_regional_indicator(uint32_t scalar) {
  return u_hasBinaryProperty((UChar32)scalar, UCHAR_REGIONAL_INDICATOR);
}

int32_t psicu_is_default_ignorable(uint32_t scalar) {
  return u_hasBinaryProperty((UChar32)scalar, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

int32_t psicu_script(uint32_t scalar) {
  UErrorCode code = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)scalar, &code);
  return U_SUCCESS(code) ? (int32_t)script : USCRIPT_INVALID_CODE;
}

const char *psicu_script_short_name(int32_t script) {
  return uscript_getShortName((UScriptCode)script);
}

// MARK: Locales

int32_t psicu_locale_for_language_tag(const char *tag, char *destination, int32_t capacity,
                                      int32_t *parsedLength, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_forLanguageTag(tag, destination, capacity, parsedLength, &code);
  *status = code;
  return length;
}

int32_t psicu_locale_canonicalize(const char *localeID, char *destination, int32_t capacity,
                                  int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_canonicalize(localeID, destination, capacity, &code);
  *status = code;
  return length;
}

int32_t psicu_locale_add_likely_subtags(const char *localeID, char *destination, int32_t capacity,
                                        int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_addLikelySubtags(localeID, destination, capacity, &code);
  *status = code;
  return length;
}

int32_t psicu_locale_to_language_tag(const char *localeID, char *destination, int32_t capacity,
                                     int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_toLanguageTag(localeID, destination, capacity, 1, &code);
  *status = code;
  return length;
}

int32_t psicu_locale_part(const char *localeID, int32_t part, char *destination,
                          int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = 0;
  switch (part) {
    case 0: length = uloc_getLanguage(localeID, destination, capacity, &code); break;
    case 1: length = uloc_getScript(localeID, destination, capacity, &code); break;
    case 2: length = uloc_getCountry(localeID, destination, capacity, &code); break;
    default: length = uloc_getVariant(localeID, destination, capacity, &code); break;
  }
  *status = code;
  return length;
}

int32_t psicu_locale_is_right_to_left(const char *localeID) { return uloc_isRightToLeft(localeID); }

int32_t psicu_locale_available_count(void) { return uloc_countAvailable(); }

const char *psicu_locale_available(int32_t index) { return uloc_getAvailable(index); }

const char *const *psicu_locale_iso_countries(void) { return uloc_getISOCountries(); }

int32_t psicu_locale_unknown_keyword(const char *localeID, char *value, int32_t capacity) {
  char found[ULOC_KEYWORDS_CAPACITY];
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_getKeywordValue(localeID, "numbers", found, sizeof found, &code);
  if (U_SUCCESS(code) && length > 0) {
    // What every number formatter of the locale does: it fails with U_UNSUPPORTED_ERROR
    // for a numbering system ICU has no data for in this locale.
    UErrorCode numbering = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(u"", 0, localeID, &numbering);
    UFormattedNumber *result = unumf_openResult(&numbering);
    unumf_formatInt(formatter, 1, result, &numbering);
    if (result) unumf_closeResult(result);
    if (formatter) unumf_close(formatter);
    if (U_FAILURE(numbering)) {
      snprintf(value, (size_t)capacity, "%s", found);
      return 1;
    }
    // An algorithmic system (roman, jpan, hebr, hans, taml) has no digits: ICU's number
    // formatter then writes Latin digits without a word of warning.
    UErrorCode system = U_ZERO_ERROR;
    UNumberingSystem *numberingSystem = unumsys_open(localeID, &system);
    int algorithmic = U_SUCCESS(system) && numberingSystem && unumsys_isAlgorithmic(numberingSystem);
    if (numberingSystem) unumsys_close(numberingSystem);
    if (algorithmic) {
      snprintf(value, (size_t)capacity, "%s", found);
      return 4;
    }
  }
  code = U_ZERO_ERROR;
  length = uloc_getKeywordValue(localeID, "calendar", found, sizeof found, &code);
  if (U_SUCCESS(code) && length > 0) {
    // ICU quietly falls back to the Gregorian calendar for a calendar it does not know, so
    // the value is looked up among all the calendars ICU has.
    UErrorCode listed = U_ZERO_ERROR;
    UEnumeration *calendars = ucal_getKeywordValuesForLocale("calendar", "und", 0, &listed);
    int known = 0;
    const char *name;
    while (!known && U_SUCCESS(listed) && (name = uenum_next(calendars, NULL, &listed)) != NULL) {
      known = strcmp(name, found) == 0;
    }
    if (calendars) uenum_close(calendars);
    if (!known) {
      snprintf(value, (size_t)capacity, "%s", found);
      return 2;
    }
  }
  code = U_ZERO_ERROR;
  length = uloc_getKeywordValue(localeID, "currency", found, sizeof found, &code);
  if (U_SUCCESS(code) && length > 0) {
    UChar iso[4] = {0};
    int known = length == 3;
    for (int32_t index = 0; known && index < 3; index++) {
      char letter = found[index];
      if (letter >= 'a' && letter <= 'z') letter = (char)(letter - 'a' + 'A');
      known = letter >= 'A' && letter <= 'Z';
      iso[index] = (UChar)letter;
    }
    UErrorCode available = U_ZERO_ERROR;
    if (known) known = ucurr_isAvailable(iso, U_DATE_MIN, U_DATE_MAX, &available);
    if (!known || U_FAILURE(available)) {
      snprintf(value, (size_t)capacity, "%s", found);
      return 3;
    }
  }
  return 0;
}

// MARK: Spoof checks

psicu_spoof_checker *psicu_spoof_open(int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  USpoofChecker *checker = uspoof_open(&code);
  uspoof_setChecks(checker,
                   USPOOF_RESTRICTION_LEVEL | USPOOF_INVISIBLE | USPOOF_MIXED_NUMBERS |
                       USPOOF_HIDDEN_OVERLAY | USPOOF_CONFUSABLE,
                   &code);
  uspoof_setRestrictionLevel(checker, USPOOF_MODERATELY_RESTRICTIVE);
  *status = code;
  if (U_FAILURE(code)) {
    uspoof_close(checker);
    return NULL;
  }
  return (psicu_spoof_checker *)checker;
}

void psicu_spoof_close(psicu_spoof_checker *checker) { uspoof_close((USpoofChecker *)checker); }

int32_t psicu_spoof_check(const psicu_spoof_checker *checker, const uint16_t *text,
                          int32_t length, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t bits = uspoof_check2((const USpoofChecker *)checker, (const UChar *)text, length, NULL,
                               &code);
  *status = code;
  int32_t result = 0;
  if (bits & USPOOF_RESTRICTION_LEVEL) result |= PSICU_SPOOF_MIXED_SCRIPTS;
  if (bits & USPOOF_INVISIBLE) result |= PSICU_SPOOF_INVISIBLE;
  if (bits & USPOOF_MIXED_NUMBERS) result |= PSICU_SPOOF_MIXED_NUMBERS;
  if (bits & USPOOF_HIDDEN_OVERLAY) result |= PSICU_SPOOF_HIDDEN_OVERLAY;
  return result;
}

int32_t psicu_spoof_are_confusable(const psicu_spoof_checker *checker, const uint16_t *first,
                                   int32_t firstLength, const uint16_t *second,
                                   int32_t secondLength, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t bits = uspoof_areConfusable((const USpoofChecker *)checker, (const UChar *)first,
                                      firstLength, (const UChar *)second, secondLength, &code);
  *status = code;
  return bits != 0;
}

// MARK: Names

int32_t psicu_spoof_skeleton(const psicu_spoof_checker *checker, const uint16_t *text,
                             int32_t length, uint16_t *destination, int32_t capacity,
                             int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  // uspoof_getSkeleton refuses a destination with no capacity; asking for the length takes NULL.
  int32_t result =
      uspoof_getSkeleton((const USpoofChecker *)checker, 0, (const UChar *)text, length,
                         capacity == 0 ? NULL : (UChar *)destination, capacity, &code);
  *status = code;
  return result;
}

int32_t psicu_spoof_identifier_status(uint32_t scalar, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const USet *recommended = uspoof_getRecommendedSet(&code);
  const USet *inclusion = uspoof_getInclusionSet(&code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  if (uset_contains(recommended, (UChar32)scalar)) return 1;
  return uset_contains(inclusion, (UChar32)scalar) ? 2 : 0;
}

int32_t psicu_normalize(int32_t form, const uint16_t *text, int32_t length,
                        uint16_t *destination, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const UNormalizer2 *normalizer =
      form == 1 ? unorm2_getNFKCInstance(&code) : unorm2_getNFCInstance(&code);
  int32_t result = 0;
  if (U_SUCCESS(code)) {
    result = unorm2_normalize(normalizer, (const UChar *)text, length,
                              capacity == 0 ? NULL : (UChar *)destination, capacity, &code);
  }
  *status = code;
  return result;
}

int32_t psicu_char_name(uint32_t scalar, char *destination, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = u_charName((UChar32)scalar, U_UNICODE_CHAR_NAME, destination, capacity, &code);
  *status = code;
  return length;
}

int32_t psicu_joining_type(uint32_t scalar) {
  return u_getIntPropertyValue((UChar32)scalar, UCHAR_JOINING_TYPE);
}

int32_t psicu_combining_class(uint32_t scalar) { return u_getCombiningClass((UChar32)scalar); }

int32_t psicu_script_extensions(uint32_t scalar, int32_t *scripts, int32_t capacity,
                                int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t count =
      uscript_getScriptExtensions((UChar32)scalar, (UScriptCode *)scripts, capacity, &code);
  *status = code;
  return count;
}

int32_t psicu_locale_scripts(const char *locale, int32_t *scripts, int32_t capacity,
                             int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t count = uscript_getCode(locale, (UScriptCode *)scripts, capacity, &code);
  *status = code;
  return count;
}

const char *psicu_script_long_name(const char *code) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode scripts[1];
  int32_t count = uscript_getCode(code, scripts, 1, &status);
  if (U_FAILURE(status) || count < 1) return NULL;
  return uscript_getName(scripts[0]);
}

psicu_exemplar_set *psicu_exemplars_open(const char *locale, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  USet *set = NULL;
#if PAYSHEET_ICU_COPIES
  // ulocdata.h was not found among the ICU headers WebKit keeps for libicucore, so its
  // functions are not taken on trust there: this is what ulocdata_getExemplarSet does (ICU
  // 72, ulocdata.cpp): the locale's ExemplarCharacters, with fallback, read as a set pattern.
  UResourceBundle *bundle = ures_open(NULL, locale, &code);
  int32_t length = 0;
  UErrorCode lookup = U_ZERO_ERROR;
  const UChar *pattern = ures_getStringByKey(bundle, "ExemplarCharacters", &length, &lookup);
  if (lookup != U_ZERO_ERROR) code = lookup;
  if (U_SUCCESS(code)) set = uset_openPatternOptions(pattern, length, USET_IGNORE_SPACE, &code);
  ures_close(bundle);
#else
  ULocaleData *data = ulocdata_open(locale, &code);
  if (U_SUCCESS(code)) set = ulocdata_getExemplarSet(data, NULL, 0, ULOCDATA_ES_STANDARD, &code);
  ulocdata_close(data);
#endif
  *status = code;
  if (U_FAILURE(code)) {
    if (set != NULL) uset_close(set);
    return NULL;
  }
  uset_freeze(set);
  return (psicu_exemplar_set *)set;
}

void psicu_exemplars_close(psicu_exemplar_set *set) { uset_close((USet *)set); }

int32_t psicu_exemplars_contains(const psicu_exemplar_set *set, uint32_t scalar) {
  return uset_contains((const USet *)set, (UChar32)scalar);
}
