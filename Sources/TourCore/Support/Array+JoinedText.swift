extension Array where Element == String {
  /// The strings with `separator` between them, as `joined(separator:)` gives them. The
  /// standard library's `joined(separator:)` is generic code compiled into the library: its
  /// first call in a process finds `[String]`'s conformance by scanning every conformance
  /// record of the binary (a tenth of a millisecond), so the code a one-mark run goes through
  /// joins with this loop instead.
  public func joinedText(separator: String) -> String {
    var text = ""
    for (index, part) in enumerated() {
      if index > 0 { text += separator }
      text += part
    }
    return text
  }
}
