#ifndef CPAYSHEETRESOURCES_H
#define CPAYSHEETRESOURCES_H

#include <stddef.h>

/// One data file of `Localizations/`, compiled in: its file name and its bytes.
typedef struct {
  const char *name;
  const unsigned char *bytes;
  size_t count;
} paysheet_resource;

/// The data files of `Localizations/` (all but the `.md` notes), sorted by name; `count`
/// receives how many there are. The memory is the program's own and lives as long as it.
const paysheet_resource *paysheet_resources(size_t *count);

#endif
