/// The classes of Unicode scalars tourhost trims and keeps, by their Unicode properties, as
/// Foundation's character sets of the same names define them (tourhost links Foundation's
/// essentials only, without ICU's data: these need none).
public enum UnicodeClass: Sendable {
  /// Spaces and tabs: General Category Zs, and U+0009 (`CharacterSet.whitespaces`).
  case spaces
  /// Spaces, tabs and line ends: General Category Z*, and U+0009 to U+000D and U+0085
  /// (`CharacterSet.whitespacesAndNewlines`).
  case spacesAndNewlines
  /// Letters, marks and digits of any script: General Categories L*, M* and N*
  /// (`CharacterSet.alphanumerics`).
  case alphanumerics

  /// Whether `scalar` is of the class.
  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .spaces:
      return scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    case .spacesAndNewlines:
      switch scalar.value {
      case 0x09...0x0D, 0x85: return true
      default:
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
      }
    case .alphanumerics:
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
        return true
      default: return false
      }
    }
  }
}

extension StringProtocol {
  /// The text without the scalars of `unicodeClass` at its start and end.
  public func trimming(_ unicodeClass: UnicodeClass) -> String {
    let scalars = Substring(self).unicodeScalars
    guard let first = scalars.firstIndex(where: { !unicodeClass.contains($0) }) else { return "" }
    let last = scalars.lastIndex { !unicodeClass.contains($0) } ?? first
    return String(Substring(scalars[first...last]))
  }
}
