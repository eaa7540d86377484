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
    let layout = MarkLayout(cutout: nil, pointOfInterest: nil, arrowOrientation: .top, frame: .zero, body: .zero, arrow: nil)
    let mark = Scene.Mark(
      index: 1, layout: layout, state: .identity, body: SceneNode(frame: .zero, content: .group, children: nodes), arrow: nil,
      isHighlighted: false)
    let overlay = Scene.Overlay(color: RGBAColor(red: 255, green: 255, blue: 255), blur: nil, alpha: 1, cutouts: [], cutoutOpacity: 0)
    return SVGRenderer(fonts: fonts).render(Scene(time: .zero, size: Self.size, overlay: overlay, marks: [mark]))
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
      let shaped = fonts.shaped(line.text, bold: false, direction: line.direction)!
      return fonts.locked { () -> (Double, Double) in
        var (left, right) = (Double.infinity, -Double.infinity)
        for glyph in shaped.glyphs {
          let x = box.minX + glyph.x * 20
          if glyph.face.isColor, let color = glyph.face.colorGlyph(glyph.index) {
            left = min(left, x + color.left * 20)
            right = max(right, x + (color.left + color.width) * 20)
          }
          for command in glyph.face.outline(glyph.index).commands {
            let xs: [Double] =
              switch command {
              case .move(let px, _), .line(let px, _): [px]
              case .quad(let cx, _, let px, _): [cx, px]
              case .cubic(let ax, _, let bx, _, let px, _): [ax, bx, px]
              }
            for px in xs {
              left = min(left, x + px * 20)
              right = max(right, x + px * 20)
            }
          }
        }
        return (left, right)
      }
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
    let folder = TemporaryDirectory()
    let source = folder.url.appendingPathComponent("lines.svg")
    let png = folder.url.appendingPathComponent("lines.png")
    try svg().write(to: source, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
    process.arguments = ["-z", "2", "-o", png.path, source.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    expectInk(inkBounds(try PNGImage(Data(contentsOf: png)), scale: 2), "rsvg")
  }

  @Test("Chromium draws each line inside its measured box too")
  func chromium() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let source = folder.url.appendingPathComponent("lines.svg")
    let png = folder.url.appendingPathComponent("lines.png")
    try svg().write(to: source, atomically: true, encoding: .utf8)
    let browser = try HeadlessChromium(url: source.absoluteString, width: 420, height: 330)
    _ = try browser.command(
      "Emulation.setDeviceMetricsOverride", ["width": 420, "height": 330, "deviceScaleFactor": 2, "mobile": false])
    #expect(try browser.waitUntil("location.protocol === 'file:' && document.readyState === 'complete' && document.querySelector('svg') !== null"))
    try browser.screenshot(to: png)
    let image = try PNGImage(Data(contentsOf: png))
    #expect(image.width == 840 && image.height == 660)
    expectInk(inkBounds(image, scale: 2), "Chromium")
  }
}
