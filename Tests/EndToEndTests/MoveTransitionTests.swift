import Foundation
import TestSupport
import Testing

/// `transition = "move"` through the built binary: the mark that leaves stays until the next
/// one is laid out, then the cutout changes its shape into the next one's and both bubbles
/// slide there while they cross-fade; Reduce Motion makes it a cross-fade in place.
@Suite("the move transition end to end")
struct MoveTransitionTests {
  /// Two marks far apart on one screen; `fields` go into the tour table.
  static func tour(_ fields: String = #"transition = "move","#) -> String {
    """
    return {
      screen = { width = 390, height = 844, views = {
        { id = "top", frame = { 16, 112, 358, 80 } },
        { id = "bottom", frame = { 40, 608, 100, 100 } },
      } },
      \(fields)
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = ({ "top", "bottom" })[index] } end,
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Mark " .. index, next = "Next" }
      end,
    }
    """
  }

  func trace(_ source: String, _ arguments: [String] = []) throws -> [String] {
    let folder = TemporaryDirectory()
    let script = folder.write("tour.lua", source)
    let result = try TourhostBinary.run(["run", script.path, "--headless", "--input", "-"] + arguments, input: "next\n")
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init).filter { !$0.contains("didShow") && !$0.contains("announce") }
  }

  @Test("the first mark leaves at once and the second comes from it in the appearance's time, recorded as move")
  func moves() throws {
    #expect(
      Array(try trace(Self.tour()).drop { !$0.contains("willHide") }) == [
        #"{"t":0.6,"event":"willHide","index":1}"#,
        #"{"t":0.6,"event":"animation","index":1,"kind":"disappearance","duration":0,"delay":0}"#,
        #"{"t":0.6,"event":"didHide","index":1}"#,
        #"{"t":0.6,"event":"willLoad","index":2,"result":true}"#,
        #"{"t":0.6,"event":"willShow","index":2,"change":"none"}"#,
        #"{"t":0.6,"event":"move","from":1,"to":2,"duration":0.3}"#,
        #"{"t":0.6,"event":"animation","index":2,"kind":"appearance","duration":0.3,"delay":0}"#,
      ])
  }

  @Test("with Reduce Motion there is no move: the second mark fades in over the first, which fades out")
  func reduceMotion() throws {
    let lines = try trace(Self.tour(), ["--reduce-motion"])
    #expect(!lines.contains { $0.contains(#""event":"move""#) })
    #expect(lines.contains(#"{"t":0.6,"event":"animation","index":1,"kind":"disappearance","duration":0,"delay":0}"#))
  }

  @Test("a mark's own transition wins over the tour's: fade leaves as Instructions does")
  func markSaysFade() throws {
    let source = Self.tour(#"transition = "move","#).replacingOccurrences(
      of: #"makeCoachMark { view = ({ "top", "bottom" })[index] }"#,
      with: #"makeCoachMark { view = ({ "top", "bottom" })[index], transition = "fade" }"#)
    #expect(try trace(source).contains(#"{"t":0.6,"event":"animation","index":1,"kind":"disappearance","duration":0.3,"delay":0}"#))
  }

  @Test("half way: both bubbles at the middle place, each at half opacity, the cutout half way from one shape to the other")
  func midway() throws {
    let folder = TemporaryDirectory()
    let script = folder.write("tour.lua", Self.tour())
    let input = folder.write("input.txt", "next\n")
    let out = folder.url.appendingPathComponent("pictures")
    let result = try TourhostBinary.run(["render", script.path, "--out", out.path, "--input", input.path, "--at", "0.75", "--no-png"])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOf: out.appendingPathComponent("002-at-0.750s.svg"), encoding: .utf8)
    let marks = svg.matches(of: /<g id="mark-[^>]*>/).map { String($0.output) }
    #expect(
      marks == [
        // Their centres (195, 221.39) and (90.95, 578.61) meet half way, at (142.98, 400).
        #"<g id="mark-1" opacity="0.5" transform="translate(142.98 400) rotate(0) scale(1 1) translate(-195 -221.39)">"#,
        #"<g id="mark-2" role="dialog" aria-modal="true" aria-label="Mark 2" opacity="0.5" transform="translate(142.98 400) rotate(0) scale(1 1) translate(-90.95 -578.61)">"#,
      ])
    // From [12, 108, 366, 88] to [36, 604, 108, 108]: half way [24, 356, 237, 98].
    #expect(svg.contains(#"<path d="M28 356H257A4 4 0 0 1 261 360V450A4 4 0 0 1 257 454H28A4 4 0 0 1 24 450V360A4 4 0 0 1 28 356Z""#))
  }
}
