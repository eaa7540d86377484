import Foundation
import TestSupport
import Testing
import TourHostKit

/// A bubble's pictures through the built binary: a leading image with its size and alt text,
/// one in the hint, where they are in the trace and what is spoken, mirrored right to left,
/// drawn in the SVG, and a file that is missing or not a picture named in the error.
@Suite("bubble pictures end to end")
struct BubbleImageTests {
  static let tour = """
    return {
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 20, 100, 350, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, title = "New",
          image = { file = "icons/banner.png", size = { 128, 64 }, alt = "A blue banner" },
          hint = "Tap ![the red dot](icons/dot.png) to see it.", next = "Next", close = true }
      end,
    }
    """

  /// The tour beside its pictures (PNGs of one pixel: a leading one drawn at its given size).
  func folder(_ source: String = tour, dot: Data = RuleExample.pixel) -> (TemporaryDirectory, URL) {
    let folder = TemporaryDirectory()
    folder.write("icons/banner.png", data: RuleExample.pixel)
    folder.write("icons/dot.png", data: dot)
    return (folder, folder.write("tour.lua", source))
  }

  func run(_ script: URL, _ arguments: [String] = []) throws -> TourhostBinary.Result {
    try TourhostBinary.run(["run", script.path, "--headless", "--input", "-"] + arguments)
  }

  @Test("the leading picture is a row of its own above the title, spoken first; the inline one is read by its alt text")
  func layout() throws {
    let (folder, script) = folder()
    _ = folder
    let lines = try run(script).stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first { $0.contains(#""didShow""#) }
        == #"{"t":0.6,"event":"didShow","index":1,"change":"none","layout":{"cutout":[16,96,358,52],"pointOfInterest":[195,122],"arrowOrientation":"top","frame":[75,150,240,184.25],"body":[75,157,240,177.25],"arrow":[187.5,150,15,9],"controls":[{"kind":"close","label":"Close","frame":[271,157,44,44]},{"kind":"image","label":"A blue banner","frame":[90,167,128,64]},{"kind":"next","label":"Next","frame":[245.15,286.25,64.85,44]}]},"skip":null}"#
    )
    #expect(
      lines.first { $0.contains(#""announce""#) }
        == #"{"t":0.6,"event":"announce","index":1,"message":"A blue banner, image. New. Tap the red dot to see it. Step 1 of 1. Close, button. Next, button."}"#
    )
    let rtl = try run(script, ["--locale", "ar"]).stdout
    #expect(rtl.contains(#"{"kind":"image","label":"A blue banner","frame":[172,167,128,64]}"#))
  }

  @Test("at AX5 on an iPhone SE the controls grow around the picture; on a landscape Android phone its neighbours' touch areas grow")
  func sizes() throws {
    let (folder, script) = folder()
    _ = folder
    let large = try run(script, ["--device", "iphone-se", "--text-size", "AX5"]).stdout.split(separator: "\n").map(String.init)
    #expect(
      large.first { $0.contains(#""didShow""#) }
        == #"{"t":0.6,"event":"didShow","index":1,"change":"none","layout":{"cutout":[16,96,358,52],"pointOfInterest":[195,122],"arrowOrientation":"top","frame":[25.62,150,329.38,347.26],"body":[25.62,157,329.38,340.26],"arrow":[187.5,150,15,9],"controls":[{"kind":"close","label":"Close","frame":[275.16,157,79.84,79.84]},{"kind":"image","label":"A blue banner","frame":[40.62,167,128,64]},{"kind":"next","label":"Next","frame":[190.18,419.57,159.82,73.7]}]},"skip":null}"#
    )
    let landscape = try run(script, ["--device", "pixel-8", "--orientation", "landscape"]).stdout
    #expect(
      landscape.contains(
        #"{"kind":"image","label":"A blue banner","frame":[90,167,128,64]},{"kind":"next","label":"Next","frame":[245.15,286.25,64.85,44],"touch":[245.15,284.25,64.85,48]}"#
      ))
  }

  @Test("the SVG draws both pictures from the files' bytes, named for a screen reader")
  func drawn() throws {
    let (folder, script) = folder()
    let out = folder.url.appendingPathComponent("pictures")
    let result = try TourhostBinary.run(["render", script.path, "--out", out.path, "--no-png"])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOf: out.appendingPathComponent("001-mark-1.svg"), encoding: .utf8)
    // Both pictures are the same bytes: embedded once, and used twice.
    let uri = "data:image/png;base64," + RuleExample.pixel.base64EncodedString()
    #expect(svg.components(separatedBy: uri).count == 2)
    #expect(
      svg.contains(
        #"<symbol id="picture-1" viewBox="0 0 1 1" preserveAspectRatio="none">\#n      <image width="1" height="1" href="\#(uri)" preserveAspectRatio="none"/>"#
      ))
    #expect(
      svg.contains(##"<use class="image" x="90" y="167" width="128" height="64" href="#picture-1" role="img" aria-label="A blue banner"/>"##))
    #expect(svg.contains(#"<use class="inline-image" "#) && svg.contains(##"href="#picture-1" role="img" aria-label="the red dot"/>"##))
  }

  @Test("a picture that is missing or is not a PNG or a JPEG is an error naming it")
  func badFiles() throws {
    let (notPicture, script) = folder(dot: Data("GIF89a".utf8))
    _ = notPicture
    let result = try run(script)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        #"coachMarkViewsAt returned bad views for mark 1: image 'icons/dot.png' is not a PNG or a JPEG""#))
    let (missing, other) = folder(Self.tour.replacingOccurrences(of: "icons/banner.png", with: "icons/none.png"))
    _ = missing
    #expect(try run(other).stdout.contains(#"returned bad views for mark 1: body.image: image 'icons/none.png': cannot read it (no such file)""#))
  }
}
