import Foundation
import TestSupport
import Testing
import TourCore
import TourHostKit
import TourRender

/// A hint's and a title's markup is read once, where the views are read: the parsed runs travel
/// with the view to sizing (at every width the layout tries), layout, drawing, what a screen
/// reader reads and the check.
@Suite("A hint read once")
struct MarkupReadOnceTests {
  static let tour = """
    return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } },
      { id = "b", frame = { 10, 600, 100, 40 } } } },
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = i == 1 and "a" or "b" } end,
      coachMarkViewsAt = function(ctl, i, m)
        return ctl.helper:makeDefaultCoachViews {
          title = "**Step** *" .. i .. "*", hint = ("A *styled* hint with **bold** words and `code`, "):rep(6) .. i, next = "ok" }
      end }
    """

  @Test("a tour of two marks with a styled title and hint: four texts read, however often each is laid out and drawn")
  func readOnce() throws {
    let readings = HintMarkup.ReadingCount()
    var drawn = 0
    try HintMarkup.$readings.withValue(readings) {
      let run = try ScriptRun(Self.tour, text: .standard)
      let renderer = SVGRenderer(text: .standard)
      run.session.onEvent = { event, _ in
        guard case .shown(let shown) = event else { return }
        // Drawn, and read as a screen reader reads it.
        drawn += renderer.render(shown.scene).isEmpty ? 0 : 1
        _ = shown.scene.accessibility
      }
      run.start()
      run.input("next", "next")
    }
    #expect(drawn == 2)
    #expect(readings.count == 4)
  }
}
