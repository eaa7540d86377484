extension ScreenView {
  /// Whether an imported view's id keeps `scalar`: letters and digits of any script, `_` and
  /// `-`.
  private static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "-" || UnicodeClass.alphanumerics.contains(scalar)
  }

  /// An identifier or label as a view's id, as tourhost's capture reader makes one: what a key
  /// path cannot hold becomes `_`, runs of `_` become one, and none leads or trails.
  public static func id(fromText text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isIDCharacter(scalar) {
        result.unicodeScalars.append(scalar)
      } else if !result.hasSuffix("_") {
        result.append("_")
      }
    }
    return String(result.drop { $0 == "_" }.reversed().drop { $0 == "_" }.reversed())
  }
}
