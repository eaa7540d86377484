import TourCore

/// Builds SVG text: elements with attributes in the order given, text escaped, two spaces of
/// indentation per level.
struct SVGWriter {
  private(set) var text = ""
  private var depth = 0
  /// The pictures of the scene being written that are defined once and used by reference.
  var sharedPictures = SharedPictures.none

  /// `<name a="1" b="2"/>`; attributes whose value is nil are left out.
  mutating func element(_ name: String, _ attributes: [(String, String?)], content: String? = nil) {
    let opening = "<" + name + Self.attributes(attributes)
    if let content {
      line(opening + ">" + Self.escape(content) + "</" + name + ">")
    } else {
      line(opening + "/>")
    }
  }

  /// `<name ...>`, then what `body` writes, then `</name>`.
  mutating func group(_ name: String, _ attributes: [(String, String?)], _ body: (inout SVGWriter) -> Void) {
    line("<" + name + Self.attributes(attributes) + ">")
    depth += 1
    body(&self)
    depth -= 1
    line("</" + name + ">")
  }

  mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  private static func attributes(_ pairs: [(String, String?)]) -> String {
    pairs.compactMap { name, value in value.map { " " + name + "=\"" + escape($0) + "\"" } }.joined()
  }

  /// `text` for an attribute or an element of XML: `& < > "` as entities, and what XML 1.0
  /// has no place for (C0 controls, U+FFFE, U+FFFF) shown as ControlCharacters shows it.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in ControlCharacters.shown(text, keepsLines: true) {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}

/// Text for SVG written by hand (a contact sheet's captions), escaped as the renderer's is.
public enum SVGText {
  /// `text` for an attribute or an element of XML (`SVGWriter.escape`).
  public static func escaped(_ text: String) -> String { SVGWriter.escape(text) }
}
