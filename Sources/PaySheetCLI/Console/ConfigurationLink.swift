import Foundation

#if canImport(Glibc)
  import Glibc
  private let hardLink = Glibc.link
#elseif canImport(Darwin)
  import Darwin
  private let hardLink = Darwin.link
#endif

/// A file a build system watches in place of `.paysheet.json`: a hard link of it.
///
/// A build plugin's command is planned once and rerun when its inputs change, so an input
/// may never go missing: `.paysheet.json` itself cannot be one, as deleting it would fail
/// every build with "missing inputs" until the package is planned again. The link always
/// exists, and being the same file as the configuration it changes when the configuration is
/// written in place; a configuration written anew (an editor's save by rename) or created
/// later is linked again by the run it triggers through its folder, which the plugin also
/// declares.
package enum ConfigurationLink {
  /// Makes `link` the same file as `configuration`, or, when there is no configuration,
  /// keeps `link` existing (an empty file when there was none). Returns why it could not.
  @discardableResult
  package static func keep(_ link: String, sameAs configuration: String) -> String? {
    var linked = stat()
    var original = stat()
    let hasLink = stat(link, &linked) == 0
    guard stat(configuration, &original) == 0 else {
      if hasLink { return nil }
      return FileManager.default.createFile(atPath: link, contents: Data())
        ? nil : "cannot create '\(link)'"
    }
    if hasLink, linked.st_dev == original.st_dev, linked.st_ino == original.st_ino { return nil }
    // On another file system, a copy, renewed only when it differs (a new copy is a changed
    // input, which would run the lint once more): a configuration written anew, as editors
    // save, shows through its folder; one written in place only at the next run.
    if hasLink, linked.st_dev != original.st_dev,
      FileManager.default.contentsEqual(atPath: link, andPath: configuration)
    {
      return nil
    }
    unlink(link)
    if hardLink(configuration, link) == 0 { return nil }
    do {
      try FileManager.default.copyItem(atPath: configuration, toPath: link)
      return nil
    } catch {
      return "cannot link '\(configuration)' as '\(link)'"
    }
  }
}
