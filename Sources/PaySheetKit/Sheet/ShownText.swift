/// Text a sheet shows exactly as the app supplies it, which the customer cannot check for
/// what it hides: a name (``DisplayName``) or a coupon code (``CouponCode``).
///
/// Both are refused on the same terms, with one definition of what hides or reorders text
/// (``HiddenCharacters``): a code hidden in the field would be sent to the server unseen, as
/// a name hidden on the sheet would be read by the customer other than it is.
package enum ShownText {
  /// Why `text` cannot be shown, or nil when it can: empty, longer than `maximumLength`
  /// characters, or holding a character that hides or reorders the text (named).
  ///
  /// - Parameter noun: what the text is, for the message: "the name is empty".
  package static func refusal(of text: String, noun: String, maximumLength: Int) -> String? {
    guard !text.isEmpty, text.contains(where: { !$0.isWhitespace }) else {
      return "the \(noun) is empty"
    }
    guard text.count <= maximumLength else {
      return "'\(Quote.value(text))' is longer than \(maximumLength) characters"
    }
    let scalars = Array(text.unicodeScalars)
    guard let (index, problem) = HiddenCharacters.first(in: scalars) else { return nil }
    let what: String
    switch problem {
    case .bidiControl: what = "a bidi control, which reorders the text around it"
    case .joinerOutOfContext:
      what =
        "a joiner where no script needs one (it may follow a virama, or stand between joining letters or emoji)"
    case .invisible:
      what =
        scalars[index].properties.generalCategory == .control
        ? "a control character" : "a character that shows nothing"
    }
    return "'\(Quote.value(text))' contains \(NamedCharacter.of(scalars[index])), \(what)"
  }
}
