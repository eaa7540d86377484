import Foundation
import TestSupport
import Testing
import TourCore

@testable import TourRender

/// What the ink tests share: an SVG drawn by rsvg, and where a shaped line's glyphs put ink.
enum InkSupport {
  /// A picture of `nodes` alone on a white screen of `size`, drawn in `fonts`.
  static func svg(of nodes: [SceneNode], size: Size, fonts: FontMetrics) -> String {
    let layout = MarkLayout(cutout: nil, pointOfInterest: nil, arrowOrientation: .top, frame: .zero, body: .zero, arrow: nil)
    let mark = Scene.Mark(
      index: 1, layout: layout, state: .identity, body: SceneNode(frame: .zero, content: .group, children: nodes), arrow: nil,
      isHighlighted: false)
    let overlay = Scene.Overlay(color: RGBAColor(red: 255, green: 255, blue: 255), blur: nil, alpha: 1, cutouts: [], cutoutOpacity: 0)
    return SVGRenderer(fonts: fonts).render(Scene(time: .zero, size: size, overlay: overlay, marks: [mark]))
  }

  /// `svg` drawn by rsvg-convert at `zoom`.
  static func rsvg(_ svg: String, zoom: Int = 2) throws -> PNGImage {
    let folder = TemporaryDirectory()
    let source = folder.url.appendingPathComponent("picture.svg")
    let png = folder.url.appendingPathComponent("picture.png")
    try svg.write(to: source, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
    process.arguments = ["-z", String(zoom), "-o", png.path, source.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try PNGImage(Data(contentsOf: png))
  }

  /// `svg` drawn by headless Chromium at twice `size`.
  static func chromium(_ svg: String, size: Size) throws -> PNGImage {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let source = folder.url.appendingPathComponent("picture.svg")
    let png = folder.url.appendingPathComponent("picture.png")
    try svg.write(to: source, atomically: true, encoding: .utf8)
    let (width, height) = (Int(size.width), Int(size.height))
    let browser = try HeadlessChromium(url: source.absoluteString, width: width, height: height)
    _ = try browser.command(
      "Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 2, "mobile": false])
    #expect(try browser.waitUntil("location.protocol === 'file:' && document.readyState === 'complete' && document.querySelector('svg') !== null"))
    try browser.screenshot(to: png)
    let image = try PNGImage(Data(contentsOf: png))
    #expect(image.width == 2 * width && image.height == 2 * height)
    return image
  }

  /// The leftmost and rightmost x of `shaped`'s glyphs (outlines and colour pictures) drawn
  /// from `x` at `fontSize`, in points.
  static func glyphExtent(_ shaped: ShapedLine, from x: Double, fontSize: Double, fonts: FontMetrics) -> (Double, Double) {
    fonts.locked { () -> (Double, Double) in
      var (left, right) = (Double.infinity, -Double.infinity)
      for glyph in shaped.glyphs {
        let origin = x + glyph.x * fontSize
        if glyph.face.isColor, let color = glyph.face.colorGlyph(glyph.index) {
          left = min(left, origin + color.left * fontSize)
          right = max(right, origin + (color.left + color.width) * fontSize)
        }
        for command in glyph.face.outline(glyph.index).commands {
          let xs: [Double] =
            switch command {
            case .move(let px, _), .line(let px, _): [px]
            case .quad(let cx, _, let px, _): [cx, px]
            case .cubic(let ax, _, let bx, _, let px, _): [ax, bx, px]
            }
          for px in xs {
            left = min(left, origin + px * fontSize)
            right = max(right, origin + px * fontSize)
          }
        }
      }
      return (left, right)
    }
  }
}
