import Foundation
import TestSupport
import Testing
import TourCore

@testable import TourRender

/// The picture draws exactly what the layout measured: the ink of each line, as rsvg and as
/// Chromium draw the SVG, lies in the line's measured box, for every script.
@Suite("Text ink matches the layout", .serialized)
struct TextInkTests {
  let fonts = FontMetrics.dejaVuSans()!
  static let size = Size(width: 420, height: 330)

  struct Line {
    let text: String
    let direction: LayoutDirection
  }

  static let lines = [
    Line(text: "Search everything, quickly.", direction: .leftToRight),
    Line(text: "הנחה עד 30%. על הכול", direction: .rightToLeft),
    Line(text: "الخطوة 2 من 5 اكتملت", direction: .rightToLeft),
    Line(text: "ここで商品を検索できます。", direction: .leftToRight),
    Line(text: "Party 🎉😀 time", direction: .leftToRight),
  ]

  /// Each line in its box: leading lines from x 20, right-to-left ones ending at x 400.
  func boxes() -> [Rect] {
    Self.lines.enumerated().map { offset, line in
      let width = fonts.width(of: line.text, fontSize: 20, bold: false, direction: line.direction)
      let x = line.direction == .rightToLeft ? 400 - width : 20
      return Rect(x: x, y: 20 + Double(offset) * 60, width: width, height: fonts.lineHeight(fontSize: 20))
    }
  }

  func svg() -> String {
    let nodes = zip(Self.lines, boxes()).map { line, box in
      SceneNode(
        frame: box,
        content: .text(
          SceneNode.TextContent(
            lines: [line.text], widths: [box.width], fontSize: 20, bold: false, color: RGBAColor(red: 0, green: 0, blue: 0),
            lineHeight: box.height, ascent: fonts.ascent(fontSize: 20), alignment: .leading, direction: line.direction)),
        role: "hint")
    }
    return InkSupport.svg(of: nodes, size: Self.size, fonts: fonts)
  }

  /// The leftmost and rightmost columns with ink (not white) in each line's band, in points.
  func inkBounds(_ image: PNGImage, scale: Double) -> [(Double, Double)] {
    boxes().map { box in
      var (left, right) = (Int.max, Int.min)
      for y in Int(box.minY * scale)..<max(min(Int(box.maxY * scale), image.height), Int(box.minY * scale)) {
        for x in 0..<image.width {
          let (r, g, b, _) = image.pixel(x, y)
          if min(r, g, b) < 200 {
            left = min(left, x)
            right = max(right, x + 1)
          }
        }
      }
      return (Double(left) / scale, Double(right) / scale)
    }
  }

  /// Where the layout puts ink: the union of the line's glyphs' outlines (and colour glyphs'
  /// pictures) at the positions it shaped them, in points.
  func expectedInk() -> [(Double, Double)] {
    zip(Self.lines, boxes()).map { line, box in
      InkSupport.glyphExtent(fonts.shaped(line.text, face: .regular, direction: line.direction)!, from: box.minX, fontSize: 20, fonts: fonts)
    }
  }

  /// Every line's ink where the layout's glyphs put it, to a point (antialiasing), and inside
  /// the line's measured box.
  func expectInk(_ bounds: [(Double, Double)], _ viewer: String) {
    for (line, ((box, expected), ink)) in zip(Self.lines, zip(zip(boxes(), expectedInk()), bounds)) {
      let comment = Comment(
        rawValue: "\(viewer): \(line.text): ink \(ink.0)...\(ink.1), glyphs \(expected.0)...\(expected.1), box \(box.minX)...\(box.maxX)")
      #expect(abs(ink.0 - expected.0) <= 1 && abs(ink.1 - expected.1) <= 1, comment)
      #expect(ink.0 >= box.minX - 0.5 && ink.1 <= box.maxX + 0.5, comment)
    }
  }

  @Test("rsvg draws each line, Latin, Hebrew, Arabic, Japanese and emoji, inside its measured box")
  func rsvg() throws {
    expectInk(inkBounds(try InkSupport.rsvg(svg()), scale: 2), "rsvg")
  }

  @Test("Chromium draws each line inside its measured box too")
  func chromium() throws {
    expectInk(inkBounds(try InkSupport.chromium(svg(), size: Self.size), scale: 2), "Chromium")
  }
}
