import TourCore

/// A shaped line drawn as its glyphs: the outlines as one path, colour glyphs as pictures, so
/// that every viewer (rsvg, Chromium) draws exactly the glyphs, at exactly the positions, the
/// layout measured, whatever fonts it has. The line's text is kept in `aria-label`.
struct GlyphRun {
  let line: ShapedLine
  let text: String
  let fontSize: Double

  init(_ line: ShapedLine, text: String, fontSize: Double) {
    self.line = line
    self.text = text
    self.fontSize = fontSize
  }

  /// Draws the line with its left end at `origin.x` and its baseline at `origin.y`.
  func draw(at origin: Point, role: String?, fill: String, opacity: String?, accessibleRole: String, _ out: inout SVGWriter) {
    let f = SVGNumber.format
    var data = ""
    var pictures: [(String, Rect)] = []
    for glyph in line.glyphs {
      let x = origin.x + glyph.x * fontSize
      let baseline = origin.y - glyph.y * fontSize
      if glyph.face.isColor {
        guard let color = glyph.face.colorGlyph(glyph.index) else { continue }
        let frame = Rect(
          x: x + color.left * fontSize, y: baseline - color.top * fontSize, width: color.width * fontSize, height: color.height * fontSize)
        pictures.append((color.dataURI, frame))
      } else {
        data += glyph.face.outline(glyph.index).pathData(x: x, baseline: baseline, size: fontSize)
      }
    }
    out.group("g", [("class", role), ("role", accessibleRole), ("aria-label", text)]) { out in
      if !data.isEmpty { out.element("path", [("d", data), ("fill", fill), ("fill-opacity", opacity)]) }
      for (uri, frame) in pictures {
        out.element(
          "image",
          [
            ("href", uri), ("x", f(frame.minX)), ("y", f(frame.minY)), ("width", f(frame.width)),
            ("height", f(frame.height)), ("preserveAspectRatio", "none"), ("opacity", opacity),
          ])
      }
    }
  }
}
