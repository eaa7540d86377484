import Foundation
import TestSupport
import Testing

/// The rich bubble through the built binary: `scripts/examples/rich_bubble.lua` with its input
/// file, right to left, at AX5 on a small phone and on a landscape Android phone, its check and
/// its picture.
@Suite("rich bubble end to end")
struct RichBubbleTests {
  let script = "scripts/examples/rich_bubble.lua"

  /// The trace's lines of `arguments`' run, standard input as `input`.
  func trace(_ arguments: [String], input: String = "") throws -> [String] {
    let result = try TourhostBinary.run(["run", script, "--headless", "--input", "-"] + arguments, input: input)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test("forward, a link, an action that moves on by itself, back, then close: each control in the trace")
  func controls() throws {
    let input = try String(
      contentsOfFile: TourhostBinary.packageRoot.appendingPathComponent("scripts/examples/rich_bubble.input").path, encoding: .utf8)
    let lines = try trace([], input: input)
    let skipped = [#""animation""#, #""willLoad""#, #""willShow""#, #""willHide""#, #""didHide""#, #""didShow""#]
    #expect(
      lines.filter { line in !skipped.contains { line.contains($0) } } == [
        #"{"t":0,"event":"start","count":6}"#,
        #"{"t":0.6,"event":"announce","index":1,"message":"Tip, image. Search. Search every aisle at once. Step 1 of 6. Close, button. Next, button."}"#,
        #"{"t":0.6,"event":"input","command":"next"}"#,
        #"{"t":0.6,"event":"move","from":1,"to":2,"duration":0.3}"#,
        #"{"t":0.9,"event":"announce","index":2,"message":"Aisles. Or browse one aisle at a time. one aisle, link. Step 2 of 6. Close, button. Back, button. Next, button."}"#,
        #"{"t":0.9,"event":"input","command":"link aisles"}"#,
        #"{"t":0.9,"event":"link","index":2,"id":"aisles"}"#,
        #"{"t":0.9,"event":"log","message":"link aisles on mark 2"}"#,
        #"{"t":0.9,"event":"input","command":"next"}"#,
        #"{"t":0.9,"event":"move","from":2,"to":3,"duration":0.3}"#,
        #"{"t":1.2,"event":"announce","index":3,"message":"Add to cart. One tap adds a bag of apples. Step 3 of 6. Close, button. Show me, button. Back, button. Next, button."}"#,
        #"{"t":1.2,"event":"input","command":"action demo"}"#,
        #"{"t":1.2,"event":"action","index":3,"id":"demo"}"#,
        #"{"t":1.2,"event":"log","message":"action demo on mark 3"}"#,
        #"{"t":1.7,"event":"scroll","index":4,"view":"products","from":[0,0],"to":[0,208],"duration":0.3}"#,
        #"{"t":2,"event":"move","from":3,"to":4,"duration":0.3}"#,
        #"{"t":2.3,"event":"announce","index":4,"message":"Honey. Further down the list: it scrolls to it. Step 4 of 6. Close, button. Back, button. Next, button."}"#,
        #"{"t":2.3,"event":"input","command":"back"}"#,
        #"{"t":2.3,"event":"scroll","index":3,"view":"products","from":[0,208],"to":[0,22],"duration":0.3}"#,
        #"{"t":2.6,"event":"move","from":4,"to":3,"duration":0.3}"#,
        #"{"t":2.9,"event":"announce","index":3,"message":"Add to cart. One tap adds a bag of apples. Step 3 of 6. Close, button. Show me, button. Back, button. Next, button."}"#,
        #"{"t":2.9,"event":"input","command":"close"}"#,
        #"{"t":3.2,"event":"end","skipped":true,"reason":"close"}"#,
        #"{"t":3.2,"event":"log","message":"closed"}"#,
      ])
    // Every control's frame, in the order of the rows; the action is as wide as the text,
    // the dots between back and next.
    #expect(
      lines.filter { $0.contains(#""didShow","index":3"#) }.first
        == #"{"t":1.2,"event":"didShow","index":3,"change":"none","layout":{"cutout":[317,245,52,52],"pointOfInterest":[343,271],"arrowOrientation":"top","frame":[117.11,299,255.89,176.46],"body":[117.11,306,255.89,169.46],"arrow":[335.5,299,15,9],"controls":[{"kind":"close","label":"Close","frame":[329,306,44,44]},{"kind":"action","id":"demo","label":"Show me","frame":[122.11,379.46,245.89,44]},{"kind":"dots","label":"3 / 6","frame":[201.05,445.46,88,8]},{"kind":"next","label":"Next","frame":[303.15,427.46,64.85,44]},{"kind":"back","label":"Back","frame":[122.11,427.46,61.27,44]}]},"skip":null}"#
    )
  }

  @Test("right to left: close on the left, back on the right, the words in Arabic")
  func rightToLeft() throws {
    let lines = try trace(["--locale", "ar"], input: "next\n")
    #expect(
      lines.first { $0.contains(#""didShow","index":2"#) }
        == #"{"t":0.9,"event":"didShow","index":2,"change":"none","layout":{"cutout":[-4,167,401,52],"pointOfInterest":[196.5,193],"arrowOrientation":"top","frame":[68.58,221,255.83,128.46],"body":[68.58,228,255.83,121.46],"arrow":[189,221,15,9],"controls":[{"kind":"close","label":"إغلاق","frame":[68.58,228,44,44]},{"kind":"dots","label":"2 / 6","frame":[152.5,319.46,88,8]},{"kind":"next","label":"Next","frame":[73.58,301.46,64.85,44]},{"kind":"back","label":"رجوع","frame":[261.77,301.46,57.64,44]},{"kind":"link","id":"aisles","label":"one aisle","frame":[169.71,278,67.25,17.46]}]},"skip":null}"#
    )
  }

  @Test("AX5 on an iPhone SE: every control grows with the text, next above back")
  func largeText() throws {
    let lines = try trace(["--device", "iphone-se", "--text-size", "AX5"], input: "next\nnext\n")
    #expect(
      lines.first { $0.contains(#""didShow","index":3"#) }
        == #"{"t":1.2,"event":"didShow","index":3,"change":"none","layout":{"cutout":[317,245,52,52],"pointOfInterest":[343,271],"arrowOrientation":"right","frame":[20,20,295,634.42],"body":[20,20,288,634.42],"arrow":[306,263.5,9,15],"controls":[{"kind":"close","label":"Close","frame":[228.16,20,79.84,79.84]},{"kind":"action","id":"demo","label":"Show me","frame":[25,390.4,278,73.7]},{"kind":"dots","label":"3 / 6","frame":[26.82,468.09,274.35,24.94]},{"kind":"next","label":"Next","frame":[143.18,499.03,159.82,73.7]},{"kind":"back","label":"Back","frame":[25,576.73,148.67,73.7]}]},"skip":null}"#
    )
  }

  @Test("a landscape Android phone: the touch areas grow to 48 dp around the controls, the text set in Roboto")
  func landscapeAndroid() throws {
    let lines = try trace(["--device", "pixel-8", "--orientation", "landscape"])
    #expect(
      lines.first { $0.contains(#""didShow","index":1"#) }
        == #"{"t":0.6,"event":"didShow","index":1,"change":"none","layout":{"cutout":[12,115,369,48],"pointOfInterest":[196.5,139],"arrowOrientation":"top","frame":[76.5,165,240,166.58],"body":[76.5,172,240,159.58],"arrow":[189,165,15,9],"controls":[{"kind":"close","label":"Close","frame":[272.5,172,44,44],"touch":[270.5,170,48,48]},{"kind":"image","label":"Tip","frame":[91.5,182,32,32]},{"kind":"dots","label":"1 / 6","frame":[152.5,301.58,88,8]},{"kind":"next","label":"Next","frame":[255.9,283.58,55.6,44],"touch":[255.9,281.58,55.6,48]}]},"skip":null}"#
    )
  }

  @Test("the bubble with back, next, close and dots passes check on the default matrix")
  func check() throws {
    let result = try TourhostBinary.run(["check", script])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("0 errors, 0 warnings in 8 configurations of 1 tour\n"))
  }

  @Test("the picture names each control as a button")
  func picture() throws {
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run(["render", script, "--out", folder.url.path])
    #expect(result.status == 0)
    let svg = try String(contentsOf: folder.url.appendingPathComponent("003-mark-3.svg"), encoding: .utf8)
    for control in [
      #"<g class="close" role="button" aria-label="Close">"#, #"<g class="action" data-id="demo" role="button" aria-label="Show me">"#,
      #"<g class="next" role="button" aria-label="Next">"#, #"<g class="back" role="button" aria-label="Back">"#,
    ] {
      #expect(svg.contains(control))
    }
  }
}
