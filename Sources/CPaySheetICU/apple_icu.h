// ICU's C API as shim.c calls it, declared by the project itself.
//
// Apple's systems carry ICU as libicucore, which exports ICU's stable C functions under their
// plain names (`ubrk_open`, not `ubrk_open_74`), but their SDKs ship no ICU headers for it. On
// those systems shim.c includes this file instead of <unicode/...>, and the target links
// icucore (Package.swift). Each declaration is a copy of ICU's own, and each function is one
// libicucore exports on the package's minimum systems (docs/platforms.md lists them, with the
// ICU version that made each stable). scripts/check-apple-icu.sh proves the copies on Linux:
// it compiles this file after ICU's real headers, where any prototype, constant or type that
// differs from ICU's is a compile error, and it runs the ICU tests with shim.c built on this
// file alone.
//
// The file has two parts. The types and constants come first, once (the check includes them
// under other names and compares them with ICU's). The functions follow: the check includes
// them after ICU's headers, so that each prototype meets ICU's own.
#if !defined(PAYSHEET_APPLE_ICU_TYPES)
#define PAYSHEET_APPLE_ICU_TYPES

#include <float.h>
#include <stdint.h>

// Scalar and opaque types: C11 lets a typedef be repeated only with the same type, so a
// difference from ICU's is an error in the check as it stands.
typedef uint16_t UChar;
typedef int32_t UChar32;
typedef int8_t UBool;
typedef double UDate;
typedef void *UCalendar;
typedef struct UBreakIterator UBreakIterator;
typedef struct UEnumeration UEnumeration;
typedef struct UDateIntervalFormat UDateIntervalFormat;
typedef struct UFormattedDateInterval UFormattedDateInterval;
typedef struct UFormattedValue UFormattedValue;
typedef struct UNormalizer2 UNormalizer2;
typedef struct UNumberFormatter UNumberFormatter;
typedef struct UFormattedNumber UFormattedNumber;
typedef struct UNumberingSystem UNumberingSystem;
typedef struct UPluralRules UPluralRules;
typedef struct UResourceBundle UResourceBundle;
typedef struct USet USet;
typedef struct USpoofChecker USpoofChecker;
typedef struct USpoofCheckResult USpoofCheckResult;

// Macros: written token for token as ICU writes them, so that ICU's own definition after
// them is no redefinition (the check compiles with -Werror).
#define U_SUCCESS(x) ((x)<=U_ZERO_ERROR)
#define U_FAILURE(x) ((x)>U_ZERO_ERROR)
#define U_DATE_MAX DBL_MAX
#define U_DATE_MIN -U_DATE_MAX
#define UBRK_DONE ((int32_t) -1)
#define ULOC_FULLNAME_CAPACITY 157
#define ULOC_KEYWORDS_CAPACITY 96

// Enumerations: the values the shim uses, and a negative one where ICU's type has one, as it
// makes the type signed; the check compares each value, and each type's size and
// signedness, with ICU's.
typedef enum UErrorCode {
  U_USING_FALLBACK_WARNING = -128,
  U_USING_DEFAULT_WARNING = -127,
  U_ZERO_ERROR = 0,
  U_MISSING_RESOURCE_ERROR = 2,
  U_BUFFER_OVERFLOW_ERROR = 15,
  U_UNSUPPORTED_ERROR = 16,
} UErrorCode;

typedef enum UBreakIteratorType {
  UBRK_CHARACTER = 0,
  UBRK_LINE = 2,
} UBreakIteratorType;

typedef enum UProperty {
  UCHAR_INVALID_CODE = -1,
  UCHAR_DEFAULT_IGNORABLE_CODE_POINT = 5,
  UCHAR_EMOJI_PRESENTATION = 58,
  UCHAR_REGIONAL_INDICATOR = 62,
  UCHAR_EXTENDED_PICTOGRAPHIC = 64,
  UCHAR_EAST_ASIAN_WIDTH = 0x1004,
  UCHAR_JOINING_TYPE = 0x1007,
} UProperty;

typedef enum UCharNameChoice {
  U_UNICODE_CHAR_NAME = 0,
} UCharNameChoice;

typedef enum UCurrencyUsage {
  UCURR_USAGE_STANDARD = 0,
  UCURR_USAGE_CASH = 1,
} UCurrencyUsage;

typedef enum UCurrCurrencyType {
  UCURR_COMMON = 1,
  UCURR_NON_DEPRECATED = 8,
} UCurrCurrencyType;

typedef enum UCalendarType {
  UCAL_DEFAULT = 0,
} UCalendarType;

typedef enum UPluralType {
  UPLURAL_TYPE_CARDINAL = 0,
} UPluralType;

typedef enum UScriptCode {
  USCRIPT_INVALID_CODE = -1,
} UScriptCode;

typedef enum USpoofChecks {
  USPOOF_CONFUSABLE = 7,
  USPOOF_RESTRICTION_LEVEL = 16,
  USPOOF_INVISIBLE = 32,
  USPOOF_MIXED_NUMBERS = 128,
  USPOOF_HIDDEN_OVERLAY = 256,
} USpoofChecks;

typedef enum URestrictionLevel {
  USPOOF_UNDEFINED_RESTRICTIVE = -1,
  USPOOF_MODERATELY_RESTRICTIVE = 0x40000000,
} URestrictionLevel;

enum {
  USET_IGNORE_SPACE = 1,
};

#endif  // PAYSHEET_APPLE_ICU_TYPES

#if !defined(PAYSHEET_APPLE_ICU_TYPES_ONLY) && !defined(PAYSHEET_APPLE_ICU_FUNCTIONS)
#define PAYSHEET_APPLE_ICU_FUNCTIONS

#ifdef __cplusplus
extern "C" {
#endif

// utypes.h, putil.h, ustring.h
const char *u_errorName(UErrorCode code);
void u_UCharsToChars(const UChar *us, char *cs, int32_t length);
int32_t u_strlen(const UChar *s);
int32_t u_unescape(const char *src, UChar *dest, int32_t destCapacity);
int32_t u_strToUpper(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength,
                     const char *locale, UErrorCode *pErrorCode);

// uchar.h
int8_t u_charType(UChar32 c);
uint8_t u_getCombiningClass(UChar32 c);
int32_t u_getIntPropertyValue(UChar32 c, UProperty which);
UBool u_hasBinaryProperty(UChar32 c, UProperty which);
int32_t u_charName(UChar32 code, UCharNameChoice nameChoice, char *buffer, int32_t bufferLength,
                   UErrorCode *pErrorCode);

// ubrk.h
UBreakIterator *ubrk_open(UBreakIteratorType type, const char *locale, const UChar *text,
                          int32_t textLength, UErrorCode *status);
void ubrk_close(UBreakIterator *bi);
void ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t textLength, UErrorCode *status);
int32_t ubrk_first(UBreakIterator *bi);
int32_t ubrk_next(UBreakIterator *bi);

// ucal.h
UCalendar *ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type,
                     UErrorCode *status);
void ucal_close(UCalendar *cal);
void ucal_setGregorianChange(UCalendar *cal, UDate date, UErrorCode *pErrorCode);
void ucal_setMillis(UCalendar *cal, UDate dateTime, UErrorCode *status);
UEnumeration *ucal_getKeywordValuesForLocale(const char *key, const char *locale,
                                             UBool commonlyUsed, UErrorCode *status);

// ucurr.h
int32_t ucurr_getDefaultFractionDigitsForUsage(const UChar *currency, const UCurrencyUsage usage,
                                               UErrorCode *ec);
double ucurr_getRoundingIncrementForUsage(const UChar *currency, const UCurrencyUsage usage,
                                          UErrorCode *ec);
UEnumeration *ucurr_openISOCurrencies(uint32_t currType, UErrorCode *pErrorCode);
UBool ucurr_isAvailable(const UChar *isoCode, UDate from, UDate to, UErrorCode *errorCode);

// udateintervalformat.h, uformattedvalue.h
UDateIntervalFormat *udtitvfmt_open(const char *locale, const UChar *skeleton,
                                    int32_t skeletonLength, const UChar *tzID,
                                    int32_t tzIDLength, UErrorCode *status);
void udtitvfmt_close(UDateIntervalFormat *formatter);
UFormattedDateInterval *udtitvfmt_openResult(UErrorCode *ec);
const UFormattedValue *udtitvfmt_resultAsValue(const UFormattedDateInterval *uresult,
                                               UErrorCode *ec);
void udtitvfmt_closeResult(UFormattedDateInterval *uresult);
void udtitvfmt_formatCalendarToResult(const UDateIntervalFormat *formatter, UCalendar *fromCalendar,
                                      UCalendar *toCalendar, UFormattedDateInterval *result,
                                      UErrorCode *status);
const UChar *ufmtval_getString(const UFormattedValue *ufmtval, int32_t *pLength, UErrorCode *ec);

// uenum.h
void uenum_close(UEnumeration *en);
const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status);

// uloc.h
int32_t uloc_getLanguage(const char *localeID, char *language, int32_t languageCapacity,
                         UErrorCode *err);
int32_t uloc_getScript(const char *localeID, char *script, int32_t scriptCapacity,
                       UErrorCode *err);
int32_t uloc_getCountry(const char *localeID, char *country, int32_t countryCapacity,
                        UErrorCode *err);
int32_t uloc_getVariant(const char *localeID, char *variant, int32_t variantCapacity,
                        UErrorCode *err);
int32_t uloc_canonicalize(const char *localeID, char *name, int32_t nameCapacity,
                          UErrorCode *err);
int32_t uloc_getParent(const char *localeID, char *parent, int32_t parentCapacity,
                       UErrorCode *err);
int32_t uloc_getBaseName(const char *localeID, char *name, int32_t nameCapacity,
                         UErrorCode *err);
int32_t uloc_getKeywordValue(const char *localeID, const char *keywordName, char *buffer,
                             int32_t bufferCapacity, UErrorCode *status);
const char *uloc_getAvailable(int32_t n);
int32_t uloc_countAvailable(void);
const char *const *uloc_getISOCountries(void);
UBool uloc_isRightToLeft(const char *locale);
int32_t uloc_addLikelySubtags(const char *localeID, char *maximizedLocaleID,
                              int32_t maximizedLocaleIDCapacity, UErrorCode *err);
int32_t uloc_forLanguageTag(const char *langtag, char *localeID, int32_t localeIDCapacity,
                            int32_t *parsedLength, UErrorCode *err);
int32_t uloc_toLanguageTag(const char *localeID, char *langtag, int32_t langtagCapacity,
                           UBool strict, UErrorCode *err);

// unorm2.h
const UNormalizer2 *unorm2_getNFCInstance(UErrorCode *pErrorCode);
const UNormalizer2 *unorm2_getNFKCInstance(UErrorCode *pErrorCode);
int32_t unorm2_normalize(const UNormalizer2 *norm2, const UChar *src, int32_t length,
                         UChar *dest, int32_t capacity, UErrorCode *pErrorCode);

// unumberformatter.h
UNumberFormatter *unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLen,
                                                 const char *locale, UErrorCode *ec);
UFormattedNumber *unumf_openResult(UErrorCode *ec);
void unumf_formatInt(const UNumberFormatter *uformatter, int64_t value, UFormattedNumber *uresult,
                     UErrorCode *ec);
void unumf_formatDecimal(const UNumberFormatter *uformatter, const char *value, int32_t valueLen,
                         UFormattedNumber *uresult, UErrorCode *ec);
int32_t unumf_resultToString(const UFormattedNumber *uresult, UChar *buffer,
                             int32_t bufferCapacity, UErrorCode *ec);
void unumf_close(UNumberFormatter *uformatter);
void unumf_closeResult(UFormattedNumber *uresult);

// unumsys.h
UNumberingSystem *unumsys_open(const char *locale, UErrorCode *status);
void unumsys_close(UNumberingSystem *unumsys);
UBool unumsys_isAlgorithmic(const UNumberingSystem *unumsys);

// upluralrules.h
UPluralRules *uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status);
void uplrules_close(UPluralRules *uplrules);
int32_t uplrules_selectFormatted(const UPluralRules *uplrules, const UFormattedNumber *number,
                                 UChar *keyword, int32_t capacity, UErrorCode *status);
UEnumeration *uplrules_getKeywords(const UPluralRules *uplrules, UErrorCode *status);

// ures.h
UResourceBundle *ures_open(const char *packageName, const char *locale, UErrorCode *status);
UResourceBundle *ures_openDirect(const char *packageName, const char *locale, UErrorCode *status);
void ures_close(UResourceBundle *resourceBundle);
UResourceBundle *ures_getByKey(const UResourceBundle *resourceBundle, const char *key,
                               UResourceBundle *fillIn, UErrorCode *status);
const UChar *ures_getStringByKey(const UResourceBundle *resB, const char *key, int32_t *len,
                                 UErrorCode *status);

// uscript.h
int32_t uscript_getCode(const char *nameOrAbbrOrLocale, UScriptCode *fillIn, int32_t capacity,
                        UErrorCode *err);
const char *uscript_getName(UScriptCode scriptCode);
const char *uscript_getShortName(UScriptCode scriptCode);
UScriptCode uscript_getScript(UChar32 codepoint, UErrorCode *err);
int32_t uscript_getScriptExtensions(UChar32 c, UScriptCode *scripts, int32_t capacity,
                                    UErrorCode *errorCode);

// uset.h
USet *uset_openPatternOptions(const UChar *pattern, int32_t patternLength, uint32_t options,
                              UErrorCode *ec);
void uset_close(USet *set);
void uset_freeze(USet *set);
UBool uset_contains(const USet *set, UChar32 c);

// uspoof.h
USpoofChecker *uspoof_open(UErrorCode *status);
void uspoof_close(USpoofChecker *sc);
void uspoof_setChecks(USpoofChecker *sc, int32_t checks, UErrorCode *status);
void uspoof_setRestrictionLevel(USpoofChecker *sc, URestrictionLevel restrictionLevel);
int32_t uspoof_check2(const USpoofChecker *sc, const UChar *id, int32_t length,
                      USpoofCheckResult *checkResult, UErrorCode *status);
int32_t uspoof_areConfusable(const USpoofChecker *sc, const UChar *id1, int32_t length1,
                             const UChar *id2, int32_t length2, UErrorCode *status);
int32_t uspoof_getSkeleton(const USpoofChecker *sc, uint32_t type, const UChar *id,
                           int32_t length, UChar *dest, int32_t destCapacity,
                           UErrorCode *status);
const USet *uspoof_getRecommendedSet(UErrorCode *status);
const USet *uspoof_getInclusionSet(UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif  // PAYSHEET_APPLE_ICU_FUNCTIONS
