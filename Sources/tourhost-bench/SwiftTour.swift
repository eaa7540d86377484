import TourCore

/// The throughput tour with its data source in Swift: the engine's own cost, with no Lua at
/// all. Marks alternate between the two views of `ThroughputTour.screen`, with default views
/// and the same hint as the Lua tour.
final class SwiftTour: CoachMarksDataSource {
  static let screen = Screen(
    size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    views: [
      ScreenView(id: "search", frame: Rect(x: 16, y: 60, width: 358, height: 44)),
      ScreenView(id: "cart", frame: Rect(x: 310, y: 760, width: 64, height: 48)),
    ])

  let marks: Int

  init(marks: Int) { self.marks = marks }

  func numberOfCoachMarks(reply: @escaping (Int) -> Void) { reply(marks) }

  func coachMark(at index: Int, reply: @escaping (CoachMark?) -> Void) {
    reply(CoachMark(around: Self.screen.views[index % 2 == 0 ? 0 : 1].frame))
  }

  func coachMarkViews(at index: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void) {
    let content = DefaultBodyContent(hint: "Step \(index) of the tour", next: "Next")
    reply(
      MarkViews(
        body: ViewSpec(kind: .defaultBody(content, DefaultViewStyle())), arrow: ViewSpec(kind: .defaultArrow(DefaultViewStyle()))))
  }
}
