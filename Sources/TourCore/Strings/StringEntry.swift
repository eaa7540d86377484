extension StringTable {
  /// One string of a tour in one language, as the app's strings file gives it.
  public indirect enum Entry: Hashable, Sendable {
    /// The same text whatever the arguments.
    case plain(String)
    /// A text for each plural category of the count (the first number among the arguments).
    case plural([PluralCategory: String])
    /// A text for each device family (a String Catalog's `variations.device`), by the
    /// catalog's device key (`iphone`, `ipad`, `mac`, `applewatch`, ..., `other`).
    case device([String: Entry])
    /// A text whose `%#@name@` parts are each chosen by the plural category of one argument
    /// (a String Catalog's `substitutions`).
    case substitutions(String, [String: Substitution])
    /// A list of texts (Android's `<string-array>`), one chosen by an index: each `.plain` or
    /// a `.reference`.
    case list([Entry])
    /// Another string of the table, by key (Android's `@string/name`), resolved in the locale
    /// asked for when it is looked up.
    case reference(String)
    /// A localization tourhost does not read (what, in words): a lookup falls back from it.
    case unread(String)

    /// Every text the entry can give, for checks (placeholders, pseudo-locales): each form,
    /// and for substitutions the template with each form of each part (the others `other`).
    public var forms: [String] {
      switch self {
      case .plain(let text): [text]
      case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
      case .device(let byDevice): byDevice.sortedByKey.flatMap(\.value.forms)
      case .substitutions(let template, let parts):
        parts.sortedByKey.flatMap { name, part in
          PluralCategory.allCases.compactMap { category in
            part.forms[category].map { _ in Self.expand(template, parts) { part in part == name ? category : .other } }
          }
        }
      case .list(let items): items.flatMap(\.forms)
      case .unread, .reference: []
      }
    }

    /// `template` with each `%#@name@` replaced by the form `category(name)` of its part.
    static func expand(_ template: String, _ parts: [String: Substitution], category: (String) -> PluralCategory) -> String {
      var out = ""
      var rest = template[...]
      while let start = rest.firstRange(of: "%#@") {
        out += rest[..<start.lowerBound]
        let afterStart = rest[start.upperBound...]
        guard let end = afterStart.firstIndex(of: "@") else {
          rest = rest[start.lowerBound...]
          break
        }
        let name = String(afterStart[..<end])
        if let part = parts[name] {
          out += part.text(for: category(name))
        } else {
          out += rest[start.lowerBound...end]
        }
        rest = afterStart[afterStart.index(after: end)...]
      }
      return out + rest
    }
  }

  /// One `%#@name@` part of a String Catalog string: a form for each plural category of
  /// argument `argument`, where `%arg` stands for that argument written with `specifier`.
  public struct Substitution: Hashable, Sendable {
    /// The argument whose count chooses the form, from 1.
    public var argument: Int
    /// How the argument is written (`lld`, `@`).
    public var specifier: String
    /// The forms by plural category; `other` is always there.
    public var forms: [PluralCategory: String]

    /// A part chosen by argument `argument`.
    public init(argument: Int, specifier: String, forms: [PluralCategory: String]) {
      self.argument = argument
      self.specifier = specifier
      self.forms = forms
    }

    /// The form for `category` (else `other`), `%arg` written as the positional placeholder.
    public func text(for category: PluralCategory) -> String {
      (forms[category] ?? forms[.other] ?? "").replacingEvery("%arg", with: "%\(argument)$\(specifier)")
    }
  }
}
