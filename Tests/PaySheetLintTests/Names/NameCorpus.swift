import PaySheetReading

/// Real business names in the scripts of the catalog's languages, each with a language it
/// is shown in, and spoofs of well-known names.
enum NameCorpus {
  /// A name and the language of the sheet it is shown on.
  struct Shown: CustomStringConvertible, Sendable {
    let name: String
    let language: String
    init(_ name: String, _ language: String) {
      self.name = name
      self.language = language
    }
    var description: String { "\(name) (\(language))" }
  }

  /// A spoof, the language of the sheet, and the kind of finding that must catch it.
  struct Spoof: CustomStringConvertible, Sendable {
    let name: String
    let language: String
    let kind: String
    init(_ name: String, _ language: String = "en", _ kind: String) {
      self.name = name
      self.language = language
      self.kind = kind
    }
    var description: String {
      let spelled = name.unicodeScalars.map {
        $0.isASCII ? String($0) : Quote.escaped($0)
      }.joined()
      return "\(spelled) (\(language), \(kind))"
    }
  }

  static let realNames: [Shown] = [
    // Latin, with the diacritics of the catalog's languages
    Shown("Café de Flore", "fr"),
    Shown("Galeries Lafayette", "fr"),
    Shown("Crédit Agricole", "fr"),
    Shown("Société Générale", "fr"),
    Shown("Caisse Desjardins", "fr-CA"),
    Shown("Müller Drogerie", "de"),
    Shown("Würth", "de"),
    Shown("Märklin", "de"),
    Shown("Bäckerei Ströck", "de"),
    Shown("El Corte Inglés", "es"),
    Shown("Telefónica", "es"),
    Shown("Señorío de Sarría", "es"),
    Shown("Mercado Libre", "es-419"),
    Shown("Pão de Açúcar", "pt-BR"),
    Shown("Confeitaria Colombo", "pt-BR"),
    Shown("Pastéis de Belém", "pt-PT"),
    Shown("Caffè Florian", "it"),
    Shown("Pasticceria Marchesi", "it"),
    Shown("Škoda Auto", "cs"),
    Shown("Kofola Československo", "cs"),
    Shown("Żabka", "pl"),
    Shown("Społem", "pl"),
    Shown("Győri Keksz", "hu"),
    Shown("Szamos Marcipán", "hu"),
    Shown("Cărturești", "ro"),
    Shown("Şok Market", "tr"),
    Shown("Türk Hava Yolları", "tr"),
    Shown("Koçtaş", "tr"),
    Shown("Phở Hòa", "vi"),
    Shown("Cà phê Trung Nguyên", "vi"),
    Shown("Bánh Mì Huỳnh Hoa", "vi"),
    Shown("Åhléns", "sv"),
    Shown("Føtex", "da"),
    Shown("Søstrene Grene", "da"),
    Shown("Rema 1000", "nb"),
    Shown("Stockmann", "fi"),
    Shown("Kraš", "hr"),
    Shown("Kúpele Piešťany", "sk"),
    Shown("Pastisseria Escribà", "ca"),
    Shown("Col·legi de Metges", "ca"),
    Shown("Kopi Kenangan", "id"),
    Shown("Nasi Kandar Pelita", "ms"),
    Shown("Albert Heijn", "nl"),
    Shown("Marks & Spencer", "en-GB"),
    Shown("Woolworths", "en-AU"),
    Shown("Ben & Jerry’s", "en"),
    Shown("7-Eleven", "en"),
    Shown("Reliance Digital", "en-IN"),
    // Cyrillic
    Shown("Яндекс Такси", "ru"),
    Shown("Сбербанк", "ru"),
    Shown("ВкусВилл", "ru"),
    Shown("Пятёрочка", "ru"),
    Shown("Аэрофлот", "ru"),
    Shown("ВТБ", "ru"),
    Shown("Нова Пошта", "uk"),
    Shown("ПриватБанк", "uk"),
    Shown("Сільпо", "uk"),
    Shown("Київстар", "uk"),
    // Greek
    Shown("Σκλαβενίτης", "el"),
    Shown("Κωτσόβολος", "el"),
    Shown("Πλαίσιο", "el"),
    Shown("ΟΤΕ", "el"),
    Shown("Ελληνικά Ταχυδρομεία", "el"),
    // Arabic, Urdu
    Shown("طيران الإمارات", "ar"),
    Shown("مصرف الراجحي", "ar"),
    Shown("مكتبة جرير", "ar"),
    Shown("اتصالات", "ar"),
    Shown("حبیب بینک", "ur"),
    Shown("داراز", "ur"),
    Shown("ایزی‌پیسہ", "ur"),  // ZERO WIDTH NON-JOINER between joining letters
    // Hebrew
    Shown("שופרסל", "he"),
    Shown("רמי לוי", "he"),
    Shown("אל על", "he"),
    Shown("בנק הפועלים", "he"),
    // Indic scripts
    Shown("रिलायंस", "hi"),
    Shown("पतंजलि", "hi"),
    Shown("हल्दीराम", "hi"),
    Shown("बिग बाज़ार", "hi"),
    Shown("चितळे बंधू", "mr"),
    Shown("আড়ং", "bn"),
    Shown("প্রাণ", "bn"),
    Shown("গ্রামীণফোন", "bn"),
    Shown("અમૂલ", "gu"),
    Shown("વાડીલાલ", "gu"),
    Shown("ਪੰਜਾਬ ਨੈਸ਼ਨਲ ਬੈਂਕ", "pa"),
    Shown("ਵੇਰਕਾ", "pa"),
    Shown("ನಂದಿನಿ", "kn"),
    Shown("ಮೈಸೂರು ಸ್ಯಾಂಡಲ್", "kn"),
    Shown("മിൽമ", "ml"),
    Shown("മില്‍മ", "ml"),  // the older chillu: VIRAMA with ZERO WIDTH JOINER
    Shown("ലുലു", "ml"),
    Shown("ଓଡ଼ିଶା ପର୍ଯ୍ୟଟନ", "or"),
    Shown("ଓମଫେଡ", "or"),
    Shown("சரவண பவன்", "ta"),
    Shown("ஆவின்", "ta"),
    Shown("போத்தீஸ்", "ta"),
    Shown("ప్రియా పచ్చళ్ళు", "te"),
    Shown("విజయ డెయిరీ", "te"),
    // Thai
    Shown("เซเว่น อีเลฟเว่น", "th"),
    Shown("ธนาคารกรุงเทพ", "th"),
    Shown("น้ำตาลมิตรผล", "th"),  // SARA AM, which NFKC rewrites
    Shown("การบินไทย", "th"),
    // Han, Kana, Hangul
    Shown("阿里巴巴", "zh-Hans"),
    Shown("美团", "zh-Hans"),
    Shown("海底捞", "zh-Hans"),
    Shown("誠品書店", "zh-Hant"),
    Shown("鼎泰豐", "zh-Hant"),
    Shown("大家樂", "zh-HK"),
    Shown("ユニクロ", "ja"),
    Shown("ローソン", "ja"),
    Shown("すき家", "ja"),
    Shown("無印良品", "ja"),
    Shown("신세계", "ko"),
    Shown("이마트", "ko"),
    Shown("배달의민족", "ko"),
    Shown("카카오페이", "ko"),
    // Latin with a native spelling
    Shown("Rakuten 楽天", "ja"),
    Shown("Noon نون", "ar"),
    Shown("Starbucks 星巴克", "zh-Hans"),
    Shown("Careem كريم", "ar"),
    Shown("Tata टाटा", "hi"),
    Shown("Samsung 삼성", "ko"),
    Shown("LINE Pay 라인페이", "ko"),
    Shown("Lulu ലുലു", "ml"),
    Shown("Emirates طيران الإمارات", "ar"),
    Shown("Grab แกร็บ", "th"),
    Shown("El Al אל על", "he"),
    Shown("Aavin ஆவின்", "ta"),
  ]

  /// Spoofs: the issue's, UTS #39's own examples, and each kind of finding.
  static let spoofs: [Spoof] = [
    // Whole-script confusables of Latin: one script the sheet's language does not use.
    Spoof("ѕсоре", "en", "whole-script-confusable"),  // UTS #39's example
    Spoof("ѕсоре", "de", "whole-script-confusable"),
    Spoof("ВВС", "fr", "whole-script-confusable"),
    Spoof("ТАХІ", "ja", "whole-script-confusable"),
    Spoof("ΝΙΚΕ", "en", "whole-script-confusable"),
    Spoof("ΤΟΥΟΤΑ", "en", "whole-script-confusable"),
    Spoof("ХВОХ", "en", "whole-script-confusable"),
    Spoof("РЕРЅІ", "es", "whole-script-confusable"),
    Spoof("ΑΡΡΙΕ", "ru", "whole-script-confusable"),
    Spoof("аррӏе", "en", "whole-script-confusable"),
    // Mixed-script look-alikes
    Spoof("раураl", "en", "mixed-scripts"),
    Spoof("АРРLЕ", "en", "mixed-scripts"),
    Spoof("Аpple", "en", "mixed-scripts"),
    Spoof("Gооgle", "en", "mixed-scripts"),
    Spoof("Vіsa", "uk", "mixed-scripts"),
    Spoof("Маstercard", "ru", "mixed-scripts"),
    Spoof("Netfliх", "en", "mixed-scripts"),
    Spoof("ebаy", "en", "mixed-scripts"),
    Spoof("Ρaypal", "el", "mixed-scripts"),
    Spoof("Αpple", "en", "mixed-scripts"),
    Spoof("Spоtify", "en", "mixed-scripts"),
    Spoof("gօօgle", "en", "mixed-scripts"),  // Armenian oh
    // Compatibility forms NFKC rewrites
    Spoof("ℕetflix", "en", "compatibility-form"),
    Spoof("Ｓｔｒｉｐｅ", "en", "compatibility-form"),
    Spoof("ﬁverr", "en", "compatibility-form"),
    Spoof("ℙayPal", "en", "compatibility-form"),
    Spoof("Ⓐpple", "en", "compatibility-form"),
    Spoof("𝐀𝐦𝐚𝐳𝐨𝐧", "en", "compatibility-form"),
    Spoof("𝔾oogle", "en", "compatibility-form"),
    Spoof("Ⅴisa", "en", "compatibility-form"),
    Spoof("ſtripe", "en", "compatibility-form"),
    Spoof("ｱﾏｿﾞﾝ", "ja", "compatibility-form"),
    Spoof("Uber！", "en", "compatibility-form"),
    // Marks laid over letters, or not of the letter's script
    Spoof("G̵oogle", "en", "stacked-mark"),
    Spoof("A̸pple", "en", "stacked-mark"),
    Spoof("Vi̷sa", "en", "stacked-mark"),
    Spoof("Pa̴yPal", "en", "stacked-mark"),
    Spoof("Ama⃒zon", "en", "stacked-mark"),
    Spoof("Netfli⃝x", "en", "stacked-mark"),
    Spoof("Яндек̈с", "ru", "stacked-mark"),
    Spoof("Cafe\u{301}\u{301}", "fr", "hidden-marks"),
    // Characters that show nothing
    Spoof("Pay\u{AD}Pal", "en", "invisible"),
    Spoof("Ama\u{200B}zon", "en", "invisible"),
    Spoof("Go\u{2060}ogle", "en", "invisible"),
    Spoof("Vi\u{FEFF}sa", "en", "invisible"),
    Spoof("Net\u{200C}flix", "en", "invisible"),
    Spoof("Str\u{200D}ipe", "en", "invisible"),
    Spoof("Uber\u{3164}", "en", "invisible"),
    Spoof("App\u{34F}le", "en", "invisible"),
    Spoof("Li\u{FE0F}dl", "en", "invisible"),
    Spoof("Sho\u{115F}pify", "en", "invisible"),
    Spoof("Ki\u{180E}a", "en", "invisible"),
    Spoof("شركة\u{200C} أكمي", "ar", "invisible"),
    // Bidi controls
    Spoof("ACME\u{202E}txt.exe", "en", "bidi-control"),
    Spoof("Pay\u{200F}Pal", "en", "bidi-control"),
    Spoof("\u{2067}Visa", "en", "bidi-control"),
    Spoof("Am\u{61C}azon", "ar", "bidi-control"),
    // Outside the General Security Profile
    Spoof("Ꭺmazon", "en", "restricted"),
    Spoof("ǃnstagram", "en", "restricted"),
    Spoof("ꓮpple", "en", "restricted"),
    Spoof("Ꭲesla", "en", "restricted"),
    // Digits of two numbering systems
    Spoof("Shop 1٢3", "en", "mixed-numbers"),
  ]
}
