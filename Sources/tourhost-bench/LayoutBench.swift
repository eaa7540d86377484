import ArgumentParser
import Foundation
import TourCore
import TourHostKit

/// Layouts per second: single marks, and groups of 10 marks shown at once, with default views
/// whose text is measured in the real font (as the engine lays them out).
struct LayoutBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout", abstract: "Layouts per second, of single marks and of groups of 10.")

  @Option(help: "Single-mark layouts per run.")
  var singles = 200_000

  @Option(help: "Group layouts per run.")
  var groups = 5_000

  @Option(help: "Runs; the medians are reported.")
  var runs = 5

  @Flag(help: "Lay out --singles single marks once and print nothing: for an instruction count.")
  var profile = false

  static let screen = Screen(
    size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

  /// Twenty marks over the whole screen, with hints of one to three lines.
  static func marks() -> [(CoachMark, MarkViews)] {
    let hints = [
      "Search here.", "Your cart holds what you picked until you pay.",
      "Rows open on a tap; swipe one to the left to delete it, or to the right to mark it.",
    ]
    return (0..<20).map { number in
      let frame = Rect(
        x: Double((number * 53) % 300), y: 60 + Double((number * 97) % 700), width: 40 + Double((number * 31) % 120), height: 44)
      let content = DefaultBodyContent(hint: hints[number % 3], next: "Next")
      let views = MarkViews(
        body: ViewSpec(kind: .defaultBody(content, DefaultViewStyle())), arrow: ViewSpec(kind: .defaultArrow(DefaultViewStyle())))
      return (CoachMark(around: frame), views)
    }
  }

  /// Microseconds a single mark's layout takes (the median of `runs` runs of `count`), as the
  /// first row of this benchmark measures it: what the engine's cost per mark is set against.
  static func oneLayout(count: Int = 100_000, runs: Int = 5) -> Double {
    let marks = Self.marks()
    let sizing = ViewSizing(measurer: TextMetricsChoice.standard, direction: .leftToRight)
    var checksum = 0.0
    let rates = (0..<runs).map { _ in
      perSecond(count) { number in
        let (mark, views) = marks[number % marks.count]
        let part = GroupLayout.Part(mark: mark, views: views, sizing: sizing)
        checksum += CoachMarkLayout.place(part.mark, on: Self.screen, sizes: part.sizes).layout.body.x
      }
    }
    return checksum.isFinite ? 1e6 / Median.of(rates) : .nan
  }

  func run() throws {
    if profile {
      guard Self.oneLayout(count: singles, runs: 1).isFinite else { throw BenchError("a layout was not finite") }
      return
    }
    let single = Self.oneLayout(count: singles, runs: runs)
    let marks = Self.marks()
    let sizing = ViewSizing(measurer: TextMetricsChoice.standard, direction: .leftToRight)
    // Parts are made for every layout, as the engine makes them: nothing is measured ahead.
    func parts(_ range: Range<Int>) -> [GroupLayout.Part] {
      marks[range].map { GroupLayout.Part(mark: $0.0, views: $0.1, sizing: sizing) }
    }
    var group: [Double] = []
    // Not finite when a single layout was not (`oneLayout`), or a group's is not.
    var checksum = single
    for _ in 0..<runs {
      group.append(
        Self.perSecond(groups) { number in
          let first = (number * 7) % 10
          checksum += GroupLayout.layout(parts(first..<first + 10), on: Self.screen).layouts[9].body.y
        })
    }
    guard checksum.isFinite else { throw BenchError("a layout was not finite") }
    let font = TextMetricsChoice.usesFont ? "DejaVu Sans through FreeType" : "the approximate metrics (DejaVu Sans is not installed)"
    print("| layout | layouts per second | µs per layout |")
    print("|---|---|---|")
    for (name, rate) in [("one mark", 1e6 / single), ("a group of 10 marks", Median.of(group))] {
      print("| \(name) | \(String(format: "%.0f", rate)) | \(String(format: "%.2f", 1e6 / rate)) |")
    }
    print("")
    print("Default views, text measured with \(font); median of \(runs) runs.")
  }

  private static func perSecond(_ count: Int, _ body: (Int) -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for number in 0..<count { body(number) }
    return Double(count) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
}
