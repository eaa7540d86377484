import Testing
import TourCore

@testable import TourRender

@Suite("SVG details")
struct SVGRendererTests {
  let renderer = SVGRenderer(text: TextStack(estimate: ApproximateTextMetrics(advance: 0.5, lineSpacing: 1.25)))

  @Test("numbers: two decimals at most, no trailing zeros, no negative zero")
  func numbers() {
    #expect(SVGNumber.format(12) == "12")
    #expect(SVGNumber.format(12.5) == "12.5")
    #expect(SVGNumber.format(0.125) == "0.13")
    #expect(SVGNumber.format(-0.001) == "0")
    #expect(SVGNumber.format(-4.05) == "-4.05")
    #expect(SVGNumber.format(3.999) == "4")
    #expect(SVGNumber.format(.nan) == "0")
  }

  @Test("cutout shapes as path data, clockwise")
  func pathData() {
    #expect(SVGPathData.data(CutoutShape.rect(Rect(x: 1, y: 2, width: 3, height: 4))) == "M1 2H4V6H1Z")
    #expect(
      SVGPathData.data(CutoutShape.roundedRect(Rect(x: 26, y: 26, width: 78, height: 28), cornerRadius: 4))
        == "M30 26H100A4 4 0 0 1 104 30V50A4 4 0 0 1 100 54H30A4 4 0 0 1 26 50V30A4 4 0 0 1 30 26Z")
    #expect(SVGPathData.data(CutoutShape.oval(Rect(x: 0, y: 0, width: 10, height: 6))) == "M0 3A5 3 0 1 1 10 3A5 3 0 1 1 0 3Z")
    #expect(SVGPathData.data(CutoutShape.polygon([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 2, y: 3)])) == "M0 0L4 0L2 3Z")
    #expect(SVGPathData.data(CutoutShape.roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0)) == "M0 0H4V4H0Z")
  }

  func scene(overlay: Scene.Overlay? = nil, marks: [Scene.Mark] = [], views: [Scene.AppView] = []) -> Scene {
    Scene(time: Instant(microseconds: 600_000), size: Size(width: 100, height: 200), views: views, overlay: overlay, marks: marks)
  }

  @Test("the overlay masks its cutouts out with the non-zero rule, half open when told")
  func mask() {
    let overlay = Scene.Overlay(
      color: RGBAColor(red: 0xE8, green: 0xE8, blue: 0xE8, alpha: 0xA6), blur: nil, alpha: 1,
      cutouts: [.rect(Rect(x: 10, y: 10, width: 20, height: 20))], cutoutOpacity: 0.5)
    let svg = renderer.render(scene(overlay: overlay))
    #expect(svg.contains(##"<path d="M10 10H30V30H10Z" fill="#000000" fill-rule="nonzero" fill-opacity="0.5"/>"##))
    #expect(svg.contains(##"<g id="overlay" mask="url(#cutouts)">"##))
    #expect(svg.contains(##"<rect width="100" height="200" fill="#E8E8E8" fill-opacity="0.651"/>"##))
  }

  @Test("text lines carry their measured width; arrows are two triangles")
  func textAndArrow() {
    let text = SceneNode(
      frame: Rect(x: 10, y: 20, width: 80, height: 40),
      content: .text(
        SceneNode.TextContent(
          lines: ["a <b>", "c"], widths: [30, 6], fontSize: 12, bold: true, color: RGBAColor(red: 0, green: 0, blue: 0),
          lineHeight: 15, ascent: 12, alignment: .center)), role: "hint")
    let arrow = SceneNode(
      frame: Rect(x: 40, y: 60, width: 15, height: 9),
      content: .arrow(.top, fill: RGBAColor(red: 255, green: 255, blue: 255), border: RGBAColor(red: 0xE3, green: 0xE3, blue: 0xE3)))
    let layout = MarkLayout(cutout: nil, pointOfInterest: nil, arrowOrientation: .top, frame: .zero, body: .zero, arrow: nil)
    let mark = Scene.Mark(index: 1, layout: layout, state: .identity, body: text, arrow: arrow, isHighlighted: false)
    let overlay = Scene.Overlay(color: RGBAColor(red: 0, green: 0, blue: 0), blur: nil, alpha: 1, cutouts: [], cutoutOpacity: 0)
    let svg = renderer.render(scene(overlay: overlay, marks: [mark]))
    #expect(
      svg.contains(
        ##"<text class="hint" x="35" y="32" font-family="DejaVu Sans" font-size="12" font-weight="bold" fill="#000000" textLength="30" lengthAdjust="spacingAndGlyphs">a &lt;b&gt;</text>"##
      ))
    #expect(svg.contains(##"<text class="hint" x="47" y="47" "##))
    #expect(svg.contains(##"<polygon points="40,69 47.5,60 55,69" fill="#E3E3E3"/>"##))
    #expect(svg.contains(##"<polygon points="41,69 47.5,61 54,69" fill="#FFFFFF"/>"##))
  }

  @Test("a container's label goes to a corner none of its children covers")
  func labels() {
    let views = [
      Scene.AppView(
        keyPath: "bar", label: "bar", frame: Rect(x: 0, y: 0, width: 100, height: 60), fill: nil, depth: 0,
        childFrames: [Rect(x: 0, y: 0, width: 60, height: 30)])
    ]
    let svg = renderer.render(scene(views: views))
    #expect(svg.contains(##"<text x="5" y="54" font-family="DejaVu Sans" font-size="11" fill="#8E8E93">bar</text>"##))
  }

  @Test("the same scene always gives the same text")
  func deterministic() {
    let overlay = Scene.Overlay(color: RGBAColor(red: 1, green: 2, blue: 3), blur: .light, alpha: 0.5, cutouts: [], cutoutOpacity: 0)
    #expect(renderer.render(scene(overlay: overlay)) == renderer.render(scene(overlay: overlay)))
  }
}
