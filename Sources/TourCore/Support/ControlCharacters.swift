/// Text a script made, made safe to show in a terminal or a text report: every C0 control but
/// tab (and, where lines are kept, newline), DEL and every C1 control is shown as a picture of
/// itself (ESC as ␛, U+241B) instead of being sent, so that a shared tour cannot drive the
/// reader's terminal (clear it, retitle it, or write its clipboard with OSC 52). The
/// noncharacters U+FFFE and U+FFFF, which XML 1.0 has no place for either, are shown as U+FFFD:
/// the shown text is always well-formed in XML (JUnit, SVG, HTML reports).
public enum ControlCharacters {
  /// `text` with its controls shown; newlines kept when `keepsLines`.
  public static func shown(_ text: String, keepsLines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0, keepsLines: keepsLines) }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar, keepsLines: keepsLines) else {
        out.append(scalar)
        continue
      }
      switch scalar.value {
      case 0x00...0x1F: out.append(Unicode.Scalar(UInt16(0x2400 + scalar.value)) ?? "\u{FFFD}")  // Control Pictures: ␀ ... ␟
      case 0x7F: out.append("\u{2421}")  // ␡
      default: out.append("\u{FFFD}")  // a C1 control has no picture
      }
    }
    return String(out)
  }

  private static func isControl(_ scalar: Unicode.Scalar, keepsLines: Bool) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x0A: !keepsLines
    case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
    default: false
    }
  }
}
