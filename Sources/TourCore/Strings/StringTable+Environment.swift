/// What `tour.t` reads in an environment: under a pseudo-locale (`en-XA`, `ar-XB`) the source
/// language's string, transformed; else the locale's, as `lookup(_:locale:)` finds it.
extension StringTable {
  /// The entry for `key` in `environment`'s locale (the source language under a pseudo-locale).
  public func lookup(_ key: String, in environment: TourEnvironment) -> Lookup {
    lookup(key, locale: environment.locale.flatMap(PseudoLocale.init(tag:)) == nil ? environment.locale : nil)
  }

  /// The text `lookup` gives for `arguments` on `environment`'s device, with the arguments its
  /// placeholders are filled from; transformed under a pseudo-locale. A lookup without an
  /// entry gives `key` itself.
  public static func text(
    of lookup: Lookup, key: String, _ arguments: [StringFormat.Argument], in environment: TourEnvironment
  ) throws(Entry.ResolutionError) -> (format: String, arguments: [StringFormat.Argument]) {
    var resolved = (format: key, arguments: arguments)
    if let entry = lookup.entry {
      resolved = try entry.resolve(arguments, locale: lookup.locale, family: environment.deviceFamily)
    }
    if let pseudo = environment.locale.flatMap(PseudoLocale.init(tag:)) { resolved.format = pseudo.transform(resolved.format) }
    return resolved
  }
}
