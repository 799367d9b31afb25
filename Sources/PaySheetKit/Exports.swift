// `import PaySheetKit` gives a library user every module the library is made of, one per
// job, as Foundation gives FoundationEssentials.
@_exported import PaySheetCatalog
@_exported import PaySheetReading
