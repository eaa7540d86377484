/// Choosing what an entry says for one call: the plural form for a count, the device's
/// wording, the parts of a substituted string, an item of a list.
extension StringTable.Entry {
  /// Why an entry cannot give a text for the arguments it was given (the message follows the
  /// key: `'items' has plural forms: ...`).
  public struct ResolutionError: Error, Hashable, Sendable {
    /// What is wrong, after the key.
    public var message: String
    /// The argument it is about, from 1 (nil: the arguments as a whole).
    public var argument: Int?
    /// An error saying `message`, about `argument`.
    public init(message: String, argument: Int? = nil) {
      self.message = message
      self.argument = argument
    }
  }

  /// The text this entry gives for `arguments` in `locale` on a device of `family`, with the
  /// arguments its placeholders are filled from (a list's index is not one of them);
  /// `zeroForZero`: a `zero` form that is there is used for 0 whatever the language's rules
  /// (Apple's String Catalogs).
  public func resolve(_ arguments: [StringFormat.Argument], locale: String, family: DeviceFamily, zeroForZero: Bool = false)
    throws(ResolutionError) -> (format: String, arguments: [StringFormat.Argument])
  {
    func category(_ count: Double, _ forms: [PluralCategory: String]) -> PluralCategory {
      zeroForZero && count == 0 && forms[.zero] != nil ? .zero : PluralRules.category(of: count, locale: locale)
    }
    switch self {
    case .plain(let text):
      return (text, arguments)
    case .plural(let forms):
      guard let count = arguments.lazy.compactMap(\.number).first else {
        throw ResolutionError(message: "has plural forms: give the count among the arguments")
      }
      return (forms[category(count, forms)] ?? forms[.other] ?? "", arguments)
    case .device(let byDevice):
      let key = family.catalogKeys.first { byDevice[$0] != nil } ?? byDevice.keys.sorted().first
      guard let key, let entry = byDevice[key] else { return ("", arguments) }
      return try entry.resolve(arguments, locale: locale, family: family, zeroForZero: zeroForZero)
    case .substitutions(let template, let parts):
      for (name, part) in parts.sortedByKey {
        guard part.argument <= arguments.count, arguments[part.argument - 1].number != nil else {
          throw ResolutionError(message: "needs a number as argument \(part.argument) for %#@\(name)@", argument: part.argument)
        }
      }
      let text = Self.expand(template, parts) { name in
        let count = parts[name].flatMap { arguments[$0.argument - 1].number } ?? 0
        return category(count, parts[name]?.forms ?? [:])
      }
      return (text, arguments)
    case .list(let items):
      guard let index = arguments.first?.number, index == index.rounded(), index >= 1, index <= Double(items.count) else {
        throw ResolutionError(message: "is a list of \(items.count): give the index (1 to \(items.count)) as the first argument", argument: 1)
      }
      let item = items[Int(index) - 1]
      if case .unread(let what) = item { throw ResolutionError(message: "item \(Int(index)) was not read (\(what))", argument: 1) }
      guard case .plain(let text) = item else { throw ResolutionError(message: "item \(Int(index)) is not a text", argument: 1) }
      return (text, Array(arguments.dropFirst()))
    case .unread(let what):
      throw ResolutionError(message: "was not read (\(what))")
    case .reference(let key):
      throw ResolutionError(message: "refers to @string/\(key), which was not resolved")
    }
  }
}

extension StringFormat.Argument {
  /// The number, if the argument is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}
