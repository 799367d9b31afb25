import PaySheetKit

/// A merchant, app or card-network name that can deceive.
public struct SuspiciousNameRule: LintRule {
  public static let description = RuleDescription(
    id: "suspicious-name",
    defaultSeverity: .error,
    summary:
      "A merchant, app or card-network name has bidi controls, invisible characters, look-alike letters or forms.",
    details: """
      A merchant, app or card-network name that can deceive: bidi controls that reorder the
      line, characters that show nothing, compatibility forms (`ℕetflix`, fullwidth `Ｓｔｒｉｐｅ`),
      letters outside UTS #39's General Security Profile, marks laid over letters (`G̵oogle`),
      scripts mixed the way spoofed names mix them (`раураl`), a name written wholly in a
      script the sheet's language does not use that reads as Latin (`ѕсоре` on an English
      sheet), or two names that look alike.

      It checks the names the configuration declares and every name a sheet carries (the
      total's merchant and app, the confirmation's card network), with `NameCheck`. The
      sheet's languages are the configured locales; with none, a name wholly in another
      script than Latin is judged as a look-alike wherever it reads as one, so "Сахар" needs
      `"locales": ["ru"]` to pass. Native names are not reported for being non-Latin:
      "Яндекс", "東京", "शर्मा" pass on any sheet.
      """,
    triggeringExamples: [
      RuleExample(.merchantNames(["↓ACME\u{202E}txt.exe"])),
      RuleExample(.merchantNames(["↓AC\u{200B}ME"])),
      RuleExample(.merchantNames(["↓\u{0410}pple"])),
      // Two findings on one name: a look-alike, and mixed scripts.
      RuleExample(.merchantNames(["Acme", "↓↓\u{0410}\u{0441}me"])),
      RuleExample(.merchantNames(["↓\u{0455}\u{0441}\u{043E}\u{0440}\u{0435}"]), locales: ["en"]),
      RuleExample(.merchantNames(["↓\u{2115}etflix"])),
      RuleExample(.merchantNames(["↓G\u{0335}oogle"])),
      RuleExample(
        .sheet(SheetExamples.sheet(merchant: "↓\u{FF33}\u{FF54}\u{FF52}\u{FF49}\u{FF50}\u{FF45}"))),
      RuleExample(
        .sheet(SheetExamples.sheet(merchant: "ACME Rides", via: "↓\u{0420}ay\u{0420}al"))),
    ],
    nonTriggeringExamples: [
      RuleExample(.merchantNames(["ACME Coffee", "Café 東京", "Яндекс Такси", "شركة أكمي"])),
      RuleExample(.merchantNames(["Ben & Jerry’s", "7-Eleven", "Rakuten 楽天", "Noon نون"])),
      RuleExample(.merchantNames(["Сахар"]), locales: ["ru"]),
      RuleExample(.merchantNames(["ڈیجیٹل\u{200C}پے", "Bakery 👩‍🍳"]), locales: ["ur"]),
      RuleExample(.sheet(SheetExamples.sheet(merchant: "Fern & Co", via: "Marketly"))),
    ])

  public init(configuration: LintConfiguration) {}

  /// A name to check, with what it names and where it is.
  private struct Name {
    var text: String
    var role: String
    var position: SourcePosition?
  }

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    let names: [Name]
    switch subject {
    case .names(let configured):
      names = configured.map { Name(text: $0.text, role: $0.role.rawValue, position: $0.position) }
    case .sheet(let sheet):
      names = Self.names(of: sheet)
    case .catalog:
      return []
    }
    guard !names.isEmpty else { return [] }
    let check: NameCheck
    do {
      check = try NameCheck()
    } catch {
      return [RuleHit(at: names[0].position, .cannotCheckNames(error))]
    }
    let locales = context.configuration.locales.compactMap { try? SheetLocale($0) }
    var hits: [RuleHit] = []
    for name in names {
      do {
        for finding in try check.findings(in: name.text, shownIn: locales) {
          hits.append(
            RuleHit(at: name.position, .suspicious(name.text, role: name.role, finding))
          )
        }
      } catch {
        hits.append(
          RuleHit(at: name.position, .cannotCheck(name.text, role: name.role, error)))
      }
    }
    for (index, first) in names.enumerated() {
      for second in names[(index + 1)...] {
        do {
          guard try check.looksAlike(first.text, second.text) else { continue }
        } catch {
          hits.append(RuleHit(at: second.position, .cannotCompare(error)))
          continue
        }
        hits.append(
          RuleHit(at: second.position, .looksLike(second.text, second.role, first.text, first.role))
        )
      }
    }
    return hits
  }

  /// The names a sheet shows: the total's merchant and app, the card network.
  private static func names(of sheet: PaymentSheet) -> [Name] {
    var names = [
      Name(
        text: sheet.total.merchant.text, role: "merchant", position: sheet.total.merchant.position)
    ]
    if let via = sheet.total.via {
      names.append(Name(text: via.text, role: "app", position: via.position))
    }
    if case .card(let network, _) = sheet.confirmation {
      names.append(Name(text: network.text, role: "card network", position: network.position))
    }
    return names
  }
}

extension Finding.Message {
  fileprivate static func suspicious(_ name: String, role: String, _ finding: NameFinding)
    -> Finding.Message
  {
    let advice = finding.suggestion.map { "; write \(Quote.text($0))" } ?? ""
    return "the \(role) name \(Quote.text(name)) \(finding.message)\(advice)"
  }

  fileprivate static func looksLike(
    _ second: String, _ secondRole: String, _ first: String, _ firstRole: String
  ) -> Finding.Message {
    "the \(secondRole) name \(Quote.text(second)) looks like the \(firstRole) name \(Quote.text(first)) but is written with other characters"
  }

  fileprivate static func cannotCheckNames(_ error: any Error) -> Finding.Message {
    "cannot check names for look-alikes: \(error)"
  }

  fileprivate static func cannotCheck(_ name: String, role: String, _ error: any Error)
    -> Finding.Message
  {
    "cannot check the \(role) name \(Quote.text(name)): \(error)"
  }

  fileprivate static func cannotCompare(_ error: any Error) -> Finding.Message {
    "cannot compare names: \(error)"
  }
}
