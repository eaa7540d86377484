import Foundation
import TestSupport
import Testing

/// A mark whose view a scroll container hides scrolls it into sight first, through the built
/// binary: the `scroll` events, the frames after the scroll, the picture mid-scroll, Reduce
/// Motion, `scroll = false` and a view that cannot be shown whole.
@Suite("scrolling to the target end to end")
struct ScrollIntoViewTests {
  /// A list 600 tall at y 100 over 1800 of content, with rows at content y 20, 900 and 1700;
  /// `options` go to the third mark's makeCoachMark.
  static func tour(third options: String = "") -> String {
    """
    return {
      screen = {
        width = 390, height = 844,
        views = {
          { id = "list", frame = { 0, 100, 390, 600 }, scroll = { contentSize = { 390, 1800 } }, children = {
            { id = "row1", frame = { 16, 20, 358, 80 } },
            { id = "row8", frame = { 16, 900, 358, 80 } },
            { id = "row20", frame = { 16, 1700, 358, 140 } },
          } },
        },
      },
      numberOfCoachMarks = 3,
      coachMarkAt = function(ctl, index)
        if index == 3 then return ctl.helper:makeCoachMark { view = "row20"\(options) } end
        return ctl.helper:makeCoachMark { view = ({ "row1", "row8" })[index] }
      end,
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Row " .. index, next = "Next" }
      end,
    }
    """
  }

  func run(_ source: String, _ arguments: [String] = []) throws -> [String] {
    let folder = TemporaryDirectory()
    let script = folder.write("tour.lua", source)
    let result = try TourhostBinary.run(["run", script.path, "--headless", "--input", "-"] + arguments, input: "next\nnext\n")
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init).filter {
      $0.contains(#""scroll""#) || $0.contains("warning") || $0.contains("willShow")
    }
  }

  @Test("each mark scrolls the list the least that shows its view, then willShow comes after the scroll")
  func scrolls() throws {
    #expect(
      try run(Self.tour()) == [
        #"{"t":0.3,"event":"willShow","index":1,"change":"none"}"#,
        #"{"t":0.9,"event":"scroll","index":2,"view":"list","from":[0,0],"to":[0,384],"duration":0.3}"#,
        #"{"t":1.2,"event":"willShow","index":2,"change":"none"}"#,
        #"{"t":1.8,"event":"scroll","index":3,"view":"list","from":[0,384],"to":[0,1200],"duration":0.3}"#,
        #"{"t":1.8,"event":"warning","message":"mark 3: view 'list.row20' cannot be scrolled whole into sight: 40 pt at the bottom stays outside 'list'"}"#,
        #"{"t":2.1,"event":"willShow","index":3,"change":"none"}"#,
      ])
  }

  @Test("with Reduce Motion the scroll is at once")
  func reduceMotion() throws {
    let lines = try run(Self.tour(), ["--reduce-motion"])
    #expect(lines.contains(#"{"t":0.9,"event":"scroll","index":2,"view":"list","from":[0,0],"to":[0,384],"duration":0}"#))
    #expect(lines.contains(#"{"t":0.9,"event":"willShow","index":2,"change":"none"}"#))
  }

  @Test("scroll = false leaves the list where it is and says so")
  func scrollFalse() throws {
    let lines = try run(Self.tour(third: ", scroll = false"))
    #expect(!lines.contains { $0.contains(#""index":3,"view""#) })
    #expect(
      lines.contains(
        #"{"t":1.8,"event":"warning","message":"mark 3: view 'list.row20' is hidden by its scroll container 'list' (wholly), and the mark says scroll = false"}"#
      ))
  }

  @Test("render --at mid-scroll draws the rows where the eased offset puts them")
  func midScroll() throws {
    let folder = TemporaryDirectory()
    let script = folder.write("tour.lua", Self.tour())
    folder.write("input.txt", "next\n")
    let out = folder.url.appendingPathComponent("pictures")
    let result = try TourhostBinary.run([
      "render", script.path, "--out", out.path, "--input", folder.url.appendingPathComponent("input.txt").path, "--at", "1.05", "--no-png",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOf: out.appendingPathComponent("002-at-1.050s.svg"), encoding: .utf8)
    // Half way through an ease-in-out scroll of 384: 192; row 8 at 100 + 900 - 192.
    #expect(svg.contains(#"<rect x="16" y="808" width="358" height="80""#))
  }
}
