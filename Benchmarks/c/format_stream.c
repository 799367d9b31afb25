// The reference for streaming `paysheet format-amount -`: one decimal per line of standard
// input, formatted with one cached ICU number formatter, written to standard output as
// UTF-8. The benchmark compiles it at run time:
//   cc -O2 format_stream.c -o format_stream $(pkg-config --cflags --libs icu-uc icu-i18n)
// usage: format_stream LOCALE SKELETON < amounts > formatted
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: format_stream LOCALE SKELETON\n");
    return 2;
  }
  UErrorCode status = U_ZERO_ERROR;
  UChar skeleton[256];
  u_strFromUTF8(skeleton, 256, NULL, argv[2], -1, &status);
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, argv[1], &status);
  UFormattedNumber *result = unumf_openResult(&status);
  if (U_FAILURE(status)) {
    fprintf(stderr, "format_stream: cannot open the formatter: %s\n", u_errorName(status));
    return 2;
  }
  char *line = NULL;
  size_t capacity = 0;
  ssize_t length;
  UChar text[256];
  char utf8[1024];
  while ((length = getline(&line, &capacity, stdin)) > 0) {
    if (line[length - 1] == '\n') line[--length] = 0;
    if (length > 0 && line[length - 1] == '\r') line[--length] = 0;
    unumf_formatDecimal(formatter, line, (int32_t)length, result, &status);
    int32_t units = unumf_resultToString(result, text, 256, &status);
    int32_t bytes = 0;
    u_strToUTF8(utf8, sizeof utf8, &bytes, text, units, &status);
    if (U_FAILURE(status)) {
      fprintf(stderr, "format_stream: cannot format '%s': %s\n", line, u_errorName(status));
      return 2;
    }
    utf8[bytes] = '\n';
    fwrite(utf8, 1, (size_t)bytes + 1, stdout);
  }
  free(line);
  unumf_closeResult(result);
  unumf_close(formatter);
  return fflush(stdout) == 0 ? 0 : 1;
}
