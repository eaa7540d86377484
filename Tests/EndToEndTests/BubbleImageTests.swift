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
        == #"{"t":0.6,"event":"didShow","index":1,"change":"none","layout":{"cutout":[16,96,358,52],"pointOfInterest":[195,122],"arrowOrientation":"top","frame":[75,150,240,198.46],"body":[75,157,240,191.46],"arrow":[187.5,150,15,9],"controls":[{"kind":"close","label":"Close","frame":[271,157,44,44]},{"kind":"image","label":"A blue banner","frame":[90,167,128,64]},{"kind":"next","label":"Next","frame":[245.15,300.46,64.85,44]}]},"skip":null}"#
    )
    #expect(
      lines.first { $0.contains(#""announce""#) }
        == #"{"t":0.6,"event":"announce","index":1,"message":"A blue banner, image. New. Tap the red dot to see it. Close, button. Next, button."}"#
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
        == #"{"t":0.6,"event":"didShow","index":1,"change":"none","layout":{"cutout":[16,96,358,52],"pointOfInterest":[195,122],"arrowOrientation":"top","frame":[25.62,150,329.38,355.41],"body":[25.62,157,329.38,348.41],"arrow":[187.5,150,15,9],"controls":[{"kind":"close","label":"Close","frame":[275.16,157,79.84,79.84]},{"kind":"image","label":"A blue banner","frame":[40.62,167,128,64]},{"kind":"next","label":"Next","frame":[190.18,427.72,159.82,73.7]}]},"skip":null}"#
    )
    let landscape = try run(script, ["--device", "pixel-8", "--orientation", "landscape"]).stdout
    #expect(
      landscape.contains(
        #"{"kind":"image","label":"A blue banner","frame":[90,167,128,64]},{"kind":"next","label":"Next","frame":[254.4,300.58,55.6,44],"touch":[254.4,298.58,55.6,48]}"#
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

  @Test("an SVG picture is embedded as it is, at its width and height (or its viewBox); one that does not stand alone is refused")
  func svgPictures() throws {
    let svg =
      #"<?xml version="1.0"?><!-- a dot --><svg xmlns="http://www.w3.org/2000/svg" width="32px" height="16"><circle cx="8" cy="8" r="8"/></svg>"#
    let (folder, script) = folder(Self.tour.replacingOccurrences(of: "icons/banner.png\", size = { 128, 64 }", with: "icons/banner.svg\""))
    folder.write("icons/banner.svg", svg)
    let out = folder.url.appendingPathComponent("out")
    let rendered = try TourhostBinary.run(["render", script.path, "--out", out.path, "--no-png"])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let picture = try String(contentsOf: out.appendingPathComponent("001-mark-1.svg"), encoding: .utf8)
    #expect(picture.contains("data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())"))
    let trace = try String(contentsOf: out.appendingPathComponent("trace.jsonl"), encoding: .utf8)
    #expect(trace.contains(#""kind":"image","label":"A blue banner","frame":[90,167,32,16]"#), "\(trace)")
    let refusals: [(String, String)] = [
      (
        #"<svg viewBox="0 0 24 12"><image href="file:///etc/passwd"/></svg>"#,
        "refers to 'file:///etc/passwd' outside itself; an SVG picture must stand alone (use #ids or data: URLs)"
      ),
      (#"<!DOCTYPE svg [<!ENTITY a "b">]><svg width="1" height="1"/>"#, "has a DTD; an SVG picture may not declare entities"),
      (#"<svg width="50%" height="10"/>"#, "has no size: give its <svg> a width and a height, or a viewBox"),
      (
        "<svg width=\"1\" height=\"1\">" + String(repeating: " ", count: 1 << 20) + "</svg>",
        "is 1048608 bytes; an SVG picture is at most 1048576 bytes (1 MiB)"
      ),
    ]
    for (text, reason) in refusals {
      folder.write("icons/banner.svg", text)
      #expect(try run(script).stdout.contains("body.image: image 'icons/banner.svg' \(reason)"), "\(reason)")
    }
    // A viewBox alone gives the size.
    folder.write("icons/banner.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><use href="#x"/></svg>"##)
    #expect(try run(script, ["--autoplay"]).stdout.contains(#""kind":"image","label":"A blue banner","frame":[90,167,24,12]"#))
  }

  @Test("a picture that is missing or is not a PNG or a JPEG is an error naming it")
  func badFiles() throws {
    let (notPicture, script) = folder(dot: Data("GIF89a".utf8))
    _ = notPicture
    let result = try run(script)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        #"coachMarkViewsAt returned bad views for mark 1: image 'icons/dot.png' is not a PNG, a JPEG or an SVG""#))
    let (missing, other) = folder(Self.tour.replacingOccurrences(of: "icons/banner.png", with: "icons/none.png"))
    _ = missing
    #expect(try run(other).stdout.contains(#"returned bad views for mark 1: body.image: image 'icons/none.png': cannot read it (no such file)""#))
  }
}
