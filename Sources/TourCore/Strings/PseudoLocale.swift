/// Android's and Xcode's pseudo-locales, so a designer sees overflow and mirroring without a
/// translator: `en-XA` (accented, bracketed and longer) and `ar-XB` (every word right to left,
/// and the screen mirrored). Placeholders (`%1$@`, `%d`) are never changed.
public enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
  case accented = "en-XA"
  case bidi = "ar-XB"

  /// The pseudo-locale a tag names; nil for a real locale.
  public init?(tag: String) {
    self.init(rawValue: LocaleTag.normalized(tag))
  }

  /// The source string transformed.
  public func transform(_ text: String) -> String {
    switch self {
    case .accented: Self.accented(text)
    case .bidi: Self.bidi(text)
    }
  }

  /// Letters to accented look-alikes (and `!` `?` `$` to `¡` `¿` `€`), outside placeholders;
  /// each placeholder marked `»%@«` as Android's pseudo-localizer marks arguments, so that a
  /// tester sees which text comes at run time (`»Dana«`); the string padded with the words
  /// "one two three ..." to the expansion the W3C/IBM table gives for its length (up to 10
  /// characters ×3, 11–20 ×2, 21–30 ×1.8, 31–50 ×1.6, 51–70 ×1.7, longer ×1.3; counted in
  /// characters, rounded up), unless it has no text of its own to translate (only
  /// placeholders, spaces and punctuation); then wrapped in `⟦` `⟧` (aapt2 wraps in `[` `]`,
  /// which a hint's markup reads as a link). The markup's targets, `(id)` after `[text]` and
  /// `(file)` after `![alt]`, are kept as written: a link still reaches its id, a picture its
  /// file. (The expansion is longer than aapt2's, to stress layouts harder; the letters differ
  /// from aapt2's too.)
  static func accented(_ text: String) -> String {
    let placeholders = StringFormat.placeholders(in: text).map(\.range)
    let targets = markupTargets(in: text)
    var out = String.UnicodeScalarView()
    var countable = false
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if placeholders.contains(where: { $0.lowerBound == offset }) { out.append("\u{BB}") }
      let kept = placeholders.contains { $0.contains(offset) } || targets.contains(offset)
      out.append(kept ? scalar : accents[scalar] ?? scalar)
      if !kept, scalar.properties.isAlphabetic || scalar.properties.numericType != nil { countable = true }
      if placeholders.contains(where: { $0.upperBound - 1 == offset }) { out.append("\u{AB}") }
    }
    var body = String(out)
    let target = countable ? Int((Double(text.count) * expansion(forLength: text.count)).rounded(.up)) : 0
    var word = 0
    // The marks are not counted: the padding is what it was for the text itself.
    while body.count - 2 * placeholders.count < target {
      body += " " + padding[word % padding.count]
      word += 1
    }
    return "\u{27E6}" + body + "\u{27E7}"
  }

  /// The offsets (in scalars) of the markup a pseudo-locale keeps as written: the targets,
  /// what stands between `](` and the next `)`, and the `!` that makes `![alt]` a picture.
  /// One pass.
  static func markupTargets(in text: String) -> Set<Int> {
    var targets: Set<Int> = []
    var previous: Unicode.Scalar?
    var inside = false
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if inside, scalar == ")" {
        inside = false
      } else if inside {
        targets.insert(offset)
      } else if scalar == "(", previous == "]" {
        inside = true
      } else if scalar == "[", previous == "!" {
        targets.insert(offset - 1)
      }
      previous = scalar
    }
    return targets
  }

  /// Whether `text` (as drawn or spoken) went through this pseudo-locale: `en-XA`'s `⟦` or an
  /// accented look-alike (the alt text of a picture in a hint that was transformed has no
  /// bracket of its own), `ar-XB`'s right-to-left override.
  public func hasTransformed(_ text: String) -> Bool {
    switch self {
    case .accented: text.unicodeScalars.contains { $0 == "\u{27E6}" || Self.accentedScalars.contains($0) }
    case .bidi: text.unicodeScalars.contains("\u{202E}")
    }
  }

  /// The look-alikes `en-XA` writes.
  private static let accentedScalars = Set(accents.values)

  /// How much longer a translation of a string of `length` characters tends to be.
  public static func expansion(forLength length: Int) -> Double {
    switch length {
    case ...10: 3
    case 11...20: 2
    case 21...30: 1.8
    case 31...50: 1.6
    case 51...70: 1.7
    default: 1.3
    }
  }

  /// Each word (a run without spaces, placeholders too) wrapped in RLM RLO … PDF RLM, as
  /// Android's `ar-XB` does, so that left-to-right text is drawn right to left.
  static func bidi(_ text: String) -> String {
    var out = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      out += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
      word = ""
    }
    for character in text {
      if character == " " || character == "\n" || character == "\t" {
        flush()
        out.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return out
  }

  static let padding = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
    "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
  ]

  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(String, String)] = [
      ("abcdefghijklmnopqrstuvwxyz", "åɓçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"),
      ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ÅβÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"),
      ("!?$", "¡¿€"),
    ]
    var map: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (plain, accented) in pairs {
      for (from, to) in zip(plain.unicodeScalars, accented.unicodeScalars) { map[from] = to }
    }
    return map
  }()
}
