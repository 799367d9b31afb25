/// The source text Xcode writes into the comment above each entry of a storyboard's or XIB's
/// strings: `/* Class = "UIButton"; normalTitle = "6M"; ObjectID = "Xyz-ab-123"; */` above
/// `"Xyz-ab-123.normalTitle" = "6 Mon.";`.
///
/// With base internationalization (`Base.lproj/Main.storyboard`) the development language's
/// text is in the storyboard alone, and the comment is the only place a `.strings` table or a
/// String Catalog migrated from one holds it; the key is an object ID, never a text.
package enum InterfaceBuilderComment {
  /// The text `comment` gives for `key`, and how many Unicode scalars of `comment` come
  /// before its opening quote; nil when `comment` is not Xcode's comment of that key.
  ///
  /// The key is the object ID, a dot and the property (`normalTitle`, `headerCell.title`);
  /// the comment must name the same object ID. The text is unescaped as Xcode escapes it.
  package static func sourceText(key: String, comment: String) -> (
    text: String, scalarOffset: Int
  )? {
    guard let dot = key.firstIndex(of: ".") else { return nil }
    let objectID = key[..<dot]
    let property = key[key.index(after: dot)...]
    guard !objectID.isEmpty, !property.isEmpty,
      comment.contains("ObjectID = \"\(objectID)\""),
      let start = comment.range(of: "; \(property) = \"")
    else { return nil }
    let scalarOffset =
      comment.unicodeScalars.distance(
        from: comment.unicodeScalars.startIndex, to: start.upperBound) - 1
    var text = ""
    var escaped = false
    for character in comment[start.upperBound...] {
      if escaped {
        switch character {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        default: text.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return (text, scalarOffset)
      } else {
        text.append(character)
      }
    }
    return nil
  }
}
