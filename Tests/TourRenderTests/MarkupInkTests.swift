import Foundation
import TestSupport
import Testing
import TourCore

@testable import TourRender

/// Markup is drawn in the faces it was measured in: the ink of each fragment (bold, oblique,
/// mono, a link with its underline), as rsvg and Chromium draw the SVG, is where the layout's
/// glyphs of that face put it.
@Suite("Markup ink matches the layout", .serialized)
struct MarkupInkTests {
  let fonts = FontMetrics.dejaVuSans()!
  static let size = Size(width: 420, height: 330)
  static let markup = "Plain **bold** text\n*oblique words*\n`mono code`\n***bold oblique***\nsee [the link](help) here\nשלום **עולם** טוב"

  func block(direction: LayoutDirection) -> TextBlock {
    TextBlock(markup: Self.markup, fontSize: 20, maxWidth: 380, measurer: fonts, direction: direction)
  }

  /// Each fragment's frame on the picture: the block drawn from (20, 20), a right-to-left
  /// line ending at x 400.
  func placed() -> [(fragment: TextFragment, frame: Rect, direction: LayoutDirection)] {
    let lineHeight = fonts.lineHeight(fontSize: 20)
    var out: [(TextFragment, Rect, LayoutDirection)] = []
    let blocks = [block(direction: .leftToRight), block(direction: .rightToLeft)]
    for offset in 0..<blocks[0].lines.count {
      let direction: LayoutDirection = offset == blocks[0].lines.count - 1 ? .rightToLeft : .leftToRight
      let line = blocks[direction == .rightToLeft ? 1 : 0].fragments![offset]
      let width = line.reduce(0) { $0 + $1.width }
      let left = direction == .rightToLeft ? 400 - width : 20
      for fragment in line {
        out.append((fragment, Rect(x: left + fragment.x, y: 20 + Double(offset) * lineHeight, width: fragment.width, height: lineHeight), direction))
      }
    }
    return out
  }

  func svg() -> String {
    let lineHeight = fonts.lineHeight(fontSize: 20)
    var nodes: [SceneNode] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let block = block(direction: direction)
      let rows = direction == .rightToLeft ? [block.lines.count - 1] : Array(0..<block.lines.count - 1)
      for row in rows {
        let fragments = block.fragments![row]
        let width = fragments.reduce(0) { $0 + $1.width }
        var content = SceneNode.TextContent(
          lines: [block.lines[row]], widths: [width], fontSize: 20, bold: false, color: RGBAColor(red: 0, green: 0, blue: 0),
          lineHeight: lineHeight, ascent: fonts.ascent(fontSize: 20), alignment: direction == .rightToLeft ? .trailing : .leading,
          direction: direction)
        content.fragments = [fragments]
        nodes.append(
          SceneNode(frame: Rect(x: 20, y: 20 + Double(row) * lineHeight, width: 380, height: lineHeight), content: .text(content), role: "hint"))
      }
    }
    return InkSupport.svg(of: nodes, size: Self.size, fonts: fonts)
  }

  /// Where the layout puts a fragment's ink: its glyphs' outlines in its face, and a link's
  /// underline across its whole advance.
  func expectedInk(_ fragment: TextFragment, at frame: Rect, direction: LayoutDirection) -> (Double, Double) {
    let shaped = fonts.shaped(fragment.text, face: fragment.face, direction: direction)!
    let glyphs = InkSupport.glyphExtent(shaped, from: frame.minX, fontSize: 20, fonts: fonts)
    return fragment.link == nil ? glyphs : (min(glyphs.0, frame.minX), max(glyphs.1, frame.maxX))
  }

  /// The ink of the lines whose only fragment is `frame`'s, in points.
  func ink(_ image: PNGImage, in frame: Rect, scale: Double) -> (Double, Double) {
    var (left, right) = (Int.max, Int.min)
    for y in Int(frame.minY * scale)..<min(Int(frame.maxY * scale), image.height) {
      for x in Int(frame.minX * scale) - 8..<min(Int(frame.maxX * scale) + 8, image.width) where x >= 0 {
        let (r, g, b, _) = image.pixel(x, y)
        if min(r, g, b) < 200 {
          left = min(left, x)
          right = max(right, x + 1)
        }
      }
    }
    return (Double(left) / scale, Double(right) / scale)
  }

  @Test("the markup is laid out in its faces: exact fragments, widths from each face")
  func fragments() {
    let block = block(direction: .leftToRight)
    #expect(block.lines == ["Plain bold text", "oblique words", "mono code", "bold oblique", "see the link here", "שלום עולם טוב"])
    let faces = block.fragments!.map {
      $0.map { "\($0.text)|\($0.face.bold ? "b" : "")\($0.face.italic ? "i" : "")\($0.face.code ? "c" : "")|\($0.link ?? "")" }
    }
    #expect(
      faces == [
        ["Plain ||", "bold|b|", " text||"], ["oblique words|i|"], ["mono code|c|"], ["bold oblique|bi|"],
        ["see ||", "the link||help", " here||"], ["שלום ||", "עולם|b|", " טוב||"],
      ])
    let line = block.fragments![0]
    #expect(line[1].x == line[0].width)
    #expect(line[1].width == fonts.width(of: "bold", fontSize: 20, face: TextFace(bold: true), direction: .leftToRight))
    // DejaVu Sans Mono: every advance 1233 units of 2048.
    let mono = fonts.width(of: "mono code", fontSize: 20, face: TextFace(code: true), direction: .leftToRight)
    let advances: Double = 9 * 20 * 1233 / 2048
    #expect(mono == advances)
    // Right to left, the first fragment stands on the right.
    let rtl = self.block(direction: .rightToLeft).fragments![5]
    #expect(rtl[0].x > rtl[1].x && rtl[1].x > rtl[2].x && rtl[2].x == 0)
  }

  @Test("rsvg draws every fragment in the face it was measured in")
  func rsvg() throws {
    try expectInk(InkSupport.rsvg(svg()), "rsvg")
  }

  @Test("Chromium draws every fragment in the face it was measured in too")
  func chromium() throws {
    try expectInk(InkSupport.chromium(svg(), size: Self.size), "Chromium")
  }

  /// The one-fragment lines' ink (oblique, mono, bold oblique) where their glyphs put it, and
  /// the link's underline across exactly its words.
  func expectInk(_ image: PNGImage, _ viewer: String) throws {
    // The lines with one fragment each: oblique, mono, bold oblique.
    for (fragment, frame, direction) in placed() where [1, 2, 3].contains(Int((frame.minY - 20) / fonts.lineHeight(fontSize: 20))) {
      let expected = expectedInk(fragment, at: frame, direction: direction)
      let drawn = ink(image, in: frame, scale: 2)
      #expect(abs(drawn.0 - expected.0) <= 1 && abs(drawn.1 - expected.1) <= 1, "\(viewer): \(fragment.text): ink \(drawn), glyphs \(expected)")
    }
    // The link's underline spans exactly its words.
    let link = try #require(placed().first { $0.fragment.link == "help" })
    let underline = LinkUnderline(fontSize: 20)
    let band = Rect(
      x: link.frame.minX, y: link.frame.minY + fonts.ascent(fontSize: 20) + underline.offset, width: link.frame.width,
      height: underline.thickness)
    let drawn = ink(image, in: band, scale: 2)
    #expect(abs(drawn.0 - link.frame.minX) <= 0.5 && abs(drawn.1 - link.frame.maxX) <= 0.5, "\(viewer): underline \(drawn), link \(link.frame)")
  }

  @Test("a link is a group named by its words, with role link")
  func linkGroup() {
    #expect(svg().contains(#"<g class="link" data-id="help" role="link" aria-label="the link">"#))
  }
}
