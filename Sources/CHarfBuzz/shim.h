// HarfBuzz's public C API. Unlike ICU, HarfBuzz shares no headers or symbols with
// Foundation, so Swift imports it directly; see PaySheetHarfBuzz for the owning wrappers.
#include <hb.h>
#include <hb-ot.h>
