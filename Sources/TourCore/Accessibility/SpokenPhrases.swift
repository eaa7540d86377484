import FoundationEssentials

/// The words VoiceOver adds to a mark's own texts, in the tour's language: the progress
/// ("Step 1 of 2") and the role of a control ("button"), with the language's punctuation.
/// English, German, French, Spanish, Italian, Portuguese, Dutch, Arabic, Hebrew, Japanese,
/// Chinese and Korean; other languages (and the pseudo-locales) speak English's.
public struct SpokenPhrases: Hashable, Sendable {
  /// The language tag the phrases are in.
  public let language: String
  private let stepFormat: String
  private let button: String
  private let comma: String
  private let fullStop: String
  private let joiner: String
  /// How the step's numbers are written (the locale's digits).
  private let numbers: NumberSymbols

  /// The phrases of `locale`'s language, its numbers written with `numbers`.
  public init(locale: String?, numbers: NumberSymbols = .plain) {
    self.numbers = numbers
    let language = locale.flatMap { PseudoLocale(tag: $0) == nil ? LocaleTag.language(of: $0) : nil } ?? "en"
    let row = Self.table[language]
    self.language = row == nil ? "en" : language
    (stepFormat, button, comma, fullStop, joiner) = row ?? Self.english
  }

  /// English's phrases, for a language the table does not have.
  private static let english = ("Step %1 of %2", "button", ", ", ".", " ")
  /// Every other language's phrases: the step's format, "button", the comma, the full stop
  /// and what joins two phrases.
  private static let table: [String: (String, String, String, String, String)] = [
    "de": ("Schritt %1 von %2", "Taste", ", ", ".", " "),
    "fr": ("Étape %1 sur %2", "bouton", ", ", ".", " "),
    "es": ("Paso %1 de %2", "botón", ", ", ".", " "),
    "it": ("Passaggio %1 di %2", "pulsante", ", ", ".", " "),
    "pt": ("Etapa %1 de %2", "botão", ", ", ".", " "),
    "nl": ("Stap %1 van %2", "knop", ", ", ".", " "),
    "ar": ("الخطوة %1 من %2", "زر", "، ", ".", " "),
    "he": ("שלב %1 מתוך %2", "כפתור", ", ", ".", " "),
    "ja": ("ステップ %1/%2", "ボタン", "、", "。", ""),
    "zh": ("第 %1 步,共 %2 步", "按钮", ",", "。", ""),
    "ko": ("%2단계 중 %1단계", "버튼", ", ", ".", " "),
  ]

  /// The word for a link, in the languages of `table`; English's for the others.
  private static let linkWords = [
    "de": "Link", "fr": "lien", "es": "enlace", "it": "link", "pt": "link", "nl": "link", "ar": "رابط", "he": "קישור",
    "ja": "リンク", "zh": "链接", "ko": "링크",
  ]

  /// The word for a picture, in the languages of `table`; English's for the others.
  private static let imageWords = [
    "de": "Bild", "fr": "image", "es": "imagen", "it": "immagine", "pt": "imagem", "nl": "afbeelding", "ar": "صورة", "he": "תמונה",
    "ja": "画像", "zh": "图片", "ko": "이미지",
  ]

  /// "Step 1 of 2".
  public func step(_ index: Int, of count: Int) -> String {
    // On the scalars: the formats are a fixed table, and a Character search was a tenth of an
    // announcement.
    var spoken = ""
    var rest = stepFormat.unicodeScalars[...]
    while let percent = rest.firstIndex(of: "%") {
      spoken += Substring(rest[..<percent])
      let after = rest.index(after: percent)
      switch after < rest.endIndex ? rest[after] : nil {
      case "1": spoken += numbers.localized(String(index))
      case "2": spoken += numbers.localized(String(count))
      default:
        spoken += "%"
        rest = rest[after...]
        continue
      }
      rest = rest[rest.index(after: after)...]
    }
    return spoken + Substring(rest)
  }

  /// What is spoken for the elements, in order: each text and the progress as a sentence, each
  /// control as "label, button."
  public func speak(_ elements: [MarkAccessibility.Element]) -> String {
    // One string grown in place: the phrases as an array, filtered and joined, made three.
    var spoken = ""
    for element in elements {
      let phrase =
        switch element.role {
        case .text, .progress: sentence(element.label)
        case .button: element.label.isEmpty ? sentence(button) : element.label + comma + sentence(button)
        case .link: element.label + comma + sentence(Self.linkWords[language] ?? "link")
        case .image: element.label + comma + sentence(Self.imageWords[language] ?? "image")
        }
      guard !phrase.isEmpty else { continue }
      if !spoken.isEmpty { spoken += joiner }
      spoken += phrase
    }
    return spoken
  }

  /// The text ending as a sentence: its own final punctuation kept, else a full stop added. A
  /// line break is a pause, spoken as a space (so one announcement is one line of a log).
  private func sentence(_ text: String) -> String {
    // Most texts are one line of ASCII with nothing to trim: no need to look at Characters.
    let bytes = text.utf8
    let plain =
      bytes.allSatisfy { $0 < 0x80 && $0 != 10 && $0 != 13 && $0 != 11 && $0 != 12 }
      && bytes.first.map { $0 != 32 && $0 != 9 } ?? false && bytes.last.map { $0 != 32 && $0 != 9 } ?? false
    if plain, let last = bytes.last {
      return last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?") ? text : text + fullStop
    }
    let trimmed = text.split(whereSeparator: \.isNewline).map { $0.trimming(.spaces) }.filter { !$0.isEmpty }.joinedText(separator: " ")
    guard let last = trimmed.last else { return "" }
    return ".!?。!?؟…".contains(last) ? trimmed : trimmed + fullStop
  }
}
