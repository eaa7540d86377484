import Foundation
import TourCore
import TourHostKit
import TourLua
import TourRender

/// Fuzz target `text`: arbitrary Unicode (the bytes as UTF-8, invalid sequences replaced) through
/// the real text stack: ICU's line breaks, wrapping at three widths with FreeType's measures,
/// and (for one input in four, picked by its first byte) a one-mark tour whose default hint is
/// the text (from a String Catalog, `%` doubled), laid out and drawn as SVG with the shaping fonts. Whatever the text: no abort (libunibreak
/// 1.1 aborted on a flag, R1 of round3-findings), break offsets ascending, inside the text and
/// on the boundaries of Unicode scalars, every character kept across the wrapped lines, and
/// each line no wider than its width unless one unbreakable piece is.
public enum TextFuzzer {
  static let fonts = FontMetrics.dejaVuSans()
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-fuzz-text-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try? Data(
      """
      return {
        strings = "Localizable.xcstrings",
        screen = { width = 320, height = 480, views = { { id = "a", frame = { 30, 30, 70, 20 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, i, mark) return ctl.helper:makeDefaultCoachViews { hint = tour.t("text") } end,
      }
      """.utf8
    ).write(to: url.appendingPathComponent("tour.lua"))
    return url
  }()

  public static func run(_ bytes: [UInt8]) -> [String] {
    guard let fonts else { return ["DejaVu Sans is not installed"] }
    let text = String(decoding: bytes, as: UTF8.self)
    var found: [String] = []
    let offsets = fonts.lineBreakOffsets(in: text)
    let utf8 = Array(text.utf8)
    var previous = 0
    for offset in offsets {
      if offset <= previous || offset >= utf8.count { found.append("break offset \(offset) out of order or range") }
      if offset < utf8.count, utf8[offset] & 0xC0 == 0x80 { found.append("break offset \(offset) inside a scalar") }
      previous = offset
    }
    for width in [40.0, 120.0, 300.0] {
      let block = TextBlock(text, fontSize: 15, maxWidth: width, measurer: fonts)
      // Scalars, not characters: a space and a joiner after it are one character.
      let kept = block.lines.joined().unicodeScalars.filter { !$0.properties.isWhitespace }.count
      let given = text.unicodeScalars.filter { !$0.properties.isWhitespace }.count
      if kept != given { found.append("wrapped at \(width): \(given) scalars given, \(kept) drawn") }
      for line in block.lines where fonts.width(of: line, fontSize: 15, bold: false, direction: .leftToRight) > width + 0.5 {
        if line.count > 1, !block.breaksWords { found.append("a line wider than \(width): \(line.debugDescription.prefix(80))") }
      }
    }
    // Whole tours are slow (a session and a picture, 20 a second): one input in four.
    if bytes.first.map({ $0 & 3 == 0 }) ?? false { found += drawn(text, fonts: fonts) }
    return found
  }

  /// The text as a default hint, shown and drawn.
  private static func drawn(_ text: String, fonts: FontMetrics) -> [String] {
    // `%` doubled: the text is shown as it is, not read as placeholders that want arguments.
    let value = text.replacingOccurrences(of: "%", with: "%%")
    let catalog: [String: Any] = [
      "sourceLanguage": "en", "strings": ["text": ["localizations": ["en": ["stringUnit": ["state": "translated", "value": value]]]]],
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: catalog) else { return [] }
    try? data.write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    let errors = ScriptErrors()
    do {
      let session = try TourSession(
        script: folder.appendingPathComponent("tour.lua"), recorder: errors, configuration: FuzzedTour.limits, displayName: "tour.lua",
        text: TextStack(fonts: fonts), progress: .memory)
      session.start()
      _ = session.settle()
      let svg = SVGRenderer(fonts: fonts).render(session.scene())
      if !svg.hasSuffix("</svg>\n"), !svg.hasSuffix("</svg>") { return ["the SVG does not end"] }
    } catch {
      return []
    }
    // A script error other than the text's own limit is a finding.
    return errors.messages.filter { !$0.contains("a mark's text is at most") }.map { "an error: \($0.prefix(200))" }
  }
}
