// The data files of Localizations/, compiled into the library with C23 #embed, so that the
// library and an installed `paysheet` carry them wherever they run and the repository holds
// one copy of each. The compiler lists every embedded file among the object's dependencies,
// so a changed file is compiled in again by the next build, with no step to run first.
// Adding a file to Localizations/ means adding it here; a test of PaySheetKit compares this
// list and these bytes with the folder.

#include "CPaySheetResources.h"

// #embed is C23; clang accepts it in the C standard SwiftPM compiles with and warns (clang
// 19 and later, which Swift 6.1 toolchains and Xcode 16.3 ship).
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char device_profiles[] = {
#embed "../../Localizations/DeviceProfiles.json"
};

static const unsigned char glossary[] = {
#embed "../../Localizations/Glossary.json"
};

static const unsigned char payment_sheet[] = {
#embed "../../Localizations/PaymentSheet.xcstrings"
};

static const paysheet_resource resources[] = {
    {"DeviceProfiles.json", device_profiles, sizeof device_profiles},
    {"Glossary.json", glossary, sizeof glossary},
    {"PaymentSheet.xcstrings", payment_sheet, sizeof payment_sheet},
};

const paysheet_resource *paysheet_resources(size_t *count) {
  *count = sizeof resources / sizeof resources[0];
  return resources;
}
