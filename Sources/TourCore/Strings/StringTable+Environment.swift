/// What `tour.t` reads in an environment: under a pseudo-locale (`en-XA`, `ar-XB`) the source
/// language's string, transformed; else the locale's, as `lookup(_:locale:)` finds it.
extension StringTable {
  /// The entry for `key` in `environment`'s locale (the source language under a pseudo-locale).
  public func lookup(_ key: String, in environment: TourEnvironment) -> Lookup {
    lookup(key, locale: environment.locale.flatMap(PseudoLocale.init(tag:)) == nil ? environment.locale : nil)
  }

  /// A plural string without an item for the count `arguments` give, in the lookup's locale:
  /// its `other` item is used, as Android and Foundation do (a `<plurals>` may lack quantities:
  /// aapt2 builds it; a catalog's translation may lack a language's categories); without one,
  /// where Android throws, the source language's string is (`lookup(for:)`), with what to warn of.
  public func formFallback(_ lookup: Lookup, key: String, _ arguments: [StringFormat.Argument]) -> (Lookup, warning: String?) {
    guard case .plural(let forms)? = lookup.entry, let count = arguments.lazy.compactMap(\.number).first else { return (lookup, nil) }
    let category = PluralRules.category(of: count, locale: lookup.locale)
    guard forms[category] == nil else { return (lookup, nil) }
    // A String Catalog (Apple's rules: its zero form for 0) says what Foundation does.
    let (item, platform) = zeroFormForZero ? ("form", "Foundation") : ("item", "Android")
    let missing = "'\(key.quotedInMessage)' has no '\(category.rawValue)' \(item) in '\(lookup.locale)' (\(origin))"
    if forms[.other] != nil { return (lookup, missing + "; its 'other' \(item) is used, as \(platform) does") }
    let none = (category == .other ? "" : ", nor an 'other' one") + ": Android throws Resources.NotFoundException here"
    guard lookup.locale != sourceLanguage else { return (lookup, missing + none) }
    return (self.lookup(key, locale: sourceLanguage), missing + none + "; using '\(sourceLanguage)'")
  }

  /// The text `lookup` gives for `arguments` on `environment`'s device, with the arguments its
  /// placeholders are filled from; transformed under a pseudo-locale. A lookup without an
  /// entry gives `key` itself.
  public static func text(
    of lookup: Lookup, key: String, _ arguments: [StringFormat.Argument], in environment: TourEnvironment
  ) throws(Entry.ResolutionError) -> (format: String, arguments: [StringFormat.Argument]) {
    var resolved = (format: key, arguments: arguments)
    if let entry = lookup.entry {
      resolved = try entry.resolve(arguments, locale: lookup.locale, family: environment.deviceFamily, zeroForZero: lookup.zeroFormForZero)
    }
    if let pseudo = environment.locale.flatMap(PseudoLocale.init(tag:)) { resolved.format = pseudo.transform(resolved.format) }
    return resolved
  }
}
