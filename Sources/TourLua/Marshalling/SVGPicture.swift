import FoundationEssentials
import TourCore

/// An SVG file as a bubble's picture: embedded as it is (`data:image/svg+xml`), which every
/// viewer of tourhost's SVG draws as the platform would draw a vector asset, once it is known
/// to stand alone. Read without an XML parser, bounded: the root `<svg>` must come in the
/// first 64 KiB (after an XML declaration and comments); a DTD (entities) or a reference to
/// anything outside the file (an `href` that is not `#...` or `data:`) is refused.
enum SVGPicture {
  /// How far the root element may be from the start.
  static let rootWithin = 64 * 1024
  /// The most bytes an SVG picture has.
  static let mostBytes = 1 << 20

  /// Why `data` is no SVG picture, or its size in points (its `width` and `height`, else its
  /// `viewBox`'s); nil when it does not look like SVG at all.
  static func read(_ data: Data) -> Result<Size, SVGPictureError>? {
    let head = String(decoding: data.prefix(rootWithin), as: UTF8.self)
    guard let root = rootTag(in: head) else { return nil }
    guard data.count <= mostBytes else { return .failure(.init("is \(data.count) bytes; an SVG picture is at most \(mostBytes) bytes (1 MiB)")) }
    if declaresEntities(data) {
      return .failure(.init("has a DTD; an SVG picture may not declare entities"))
    }
    if let outside = outsideReference(in: data) {
      return .failure(.init("refers to '\(outside.prefix(80))' outside itself; an SVG picture must stand alone (use #ids or data: URLs)"))
    }
    let attributes = self.attributes(of: root)
    if let width = attributes["width"].flatMap(length), let height = attributes["height"].flatMap(length) {
      return .success(Size(width: width, height: height))
    }
    let box = (attributes["viewBox"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    guard box.count == 4, box[2] > 0, box[3] > 0, box[2].isFinite, box[3].isFinite else {
      return .failure(.init("has no size: give its <svg> a width and a height, or a viewBox"))
    }
    return .success(Size(width: box[2], height: box[3]))
  }

  /// The root `<svg ...>` start tag's text, when the text begins with it (after an XML
  /// declaration, comments and white space).
  private static func rootTag(in head: String) -> Substring? {
    var rest = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    while true {
      if rest.hasPrefix("<?") {
        guard let end = rest.firstRange(of: "?>") else { return nil }
        rest = rest[end.upperBound...].drop(while: \.isWhitespace)
      } else if rest.hasPrefix("<!--") {
        guard let end = rest.firstRange(of: "-->") else { return nil }
        rest = rest[end.upperBound...].drop(while: \.isWhitespace)
      } else {
        break
      }
    }
    guard rest.hasPrefix("<svg"), let close = rest.firstIndex(of: ">") else { return rest.hasPrefix("<!DOCTYPE svg") ? "<svg>" : nil }
    return rest[rest.index(rest.startIndex, offsetBy: 4)..<close]
  }

  /// `name="value"` pairs of a tag (either quote).
  private static func attributes(of tag: Substring) -> [String: String] {
    var found: [String: String] = [:]
    var rest = tag[...]
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
      let afterEquals = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
      guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
      let value = afterEquals.dropFirst()
      guard let end = value.firstIndex(of: quote) else { break }
      if found[name] == nil { found[name] = String(value[..<end]) }
      rest = value[value.index(after: end)...]
    }
    return found
  }

  /// A length in points: a number, or a number in `px` or `pt` (1 px a point, as iOS and
  /// Android draw a vector asset); nil for percents and anything else.
  private static func length(_ text: String) -> Double? {
    var number = text.trimming(.spaces)
    for unit in ["px", "pt"] where number.hasSuffix(unit) { number.removeLast(2) }
    guard let value = Double(number), value > 0, value.isFinite else { return nil }
    return value
  }

  /// The first `href` (or `xlink:href`) whose value is neither `#...` nor `data:...`. One pass
  /// over the bytes.
  /// Whether `data` holds `<!DOCTYPE` or `<!ENTITY`, in any case of ASCII letters.
  private static func declaresEntities(_ data: Data) -> Bool {
    let upper = data.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 - 32 : $0 }
    return upper.firstRange(of: Array("<!DOCTYPE".utf8)) != nil || upper.firstRange(of: Array("<!ENTITY".utf8)) != nil
  }

  private static func outsideReference(in data: Data) -> String? {
    let bytes = [UInt8](data)
    let href = Array("href".utf8)
    var at = 0
    while at + href.count <= bytes.count {
      guard bytes[at] == href[0], bytes[at..<(at + href.count)].elementsEqual(href) else {
        at += 1
        continue
      }
      var next = at + href.count
      at = next
      while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0A || bytes[next] == 0x0D { next += 1 }
      guard next < bytes.count, bytes[next] == UInt8(ascii: "=") else { continue }
      next += 1
      while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0A || bytes[next] == 0x0D { next += 1 }
      guard next < bytes.count, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "'") else { continue }
      let quote = bytes[next]
      var end = next + 1
      while end < bytes.count, bytes[end] != quote { end += 1 }
      let value = String(decoding: bytes[(next + 1)..<end], as: UTF8.self).trimming(.spaces)
      if !value.hasPrefix("#"), !value.lowercased().hasPrefix("data:") { return value }
      at = end
    }
    return nil
  }
}

/// Why an SVG file is no bubble picture.
struct SVGPictureError: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
