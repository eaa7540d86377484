import ArgumentParser
import Foundation
import TourHostKit

/// `tourhost check`'s speed: configurations a second over the default matrix of a ten-mark
/// tour, and the time against one `tourhost run --headless --autoplay` of the same tour (the
/// issue's target: at most 30 times).
struct CheckBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check", abstract: "Configurations a second of tourhost check, and its time against one headless run.")

  @OptionGroup var tourhost: TourhostOption

  @Option(help: "Runs; the median is reported.")
  var runs = 5

  static let tour: String = {
    let views = (0..<10).map { #"{ id = "v\#($0)", frame = { 16, \#(60 + $0 * 72), 358, 44 }, autoresizing = { "flexibleWidth" } }"# }
    return """
      return {
        screen = { width = 390, height = 844, safeArea = { top = 47, bottom = 34 }, views = { \(views.joined(separator: ", ")) } },
        skipView = { title = "Skip" },
        numberOfCoachMarks = 10,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "v" .. (i - 1) } end,
        coachMarkViewsAt = function(ctl, i, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Step " .. i .. ": here is what this does.", next = "Next" }
        end,
      }
      """
  }()

  func run() throws {
    let binary = try tourhost.binary()
    let folder = try BenchFolder()
    defer { folder.remove() }
    let script = try folder.write("ten.lua", Self.tour).path
    var single: [Double] = []
    for _ in 0..<(runs * 4 + 1) { single.append(try Spawn.timed([binary, "run", script, "--headless", "--autoplay"]).seconds) }
    var checks: [Double] = []
    for _ in 0..<runs { checks.append(try Spawn.timed([binary, "check", script]).seconds) }
    let (one, all) = (Median.of(single), Median.of(checks))
    // Every device the default minimum OS allows, both ways, four text sizes, the source and
    // the two pseudo-locales.
    let configurations = Double(CheckMatrix.standard.configurations(tourLocales: []).count)
    print("| check | configurations | ms | configurations a second | times one run (\(String(format: "%.1f", one * 1000)) ms) |")
    print("|---|---|---|---|---|")
    print("| a ten-mark tour, default matrix | \(Int(configurations)) | \(String(format: "%.0f", all * 1000)) | \(String(format: "%.0f", configurations / all)) | \(String(format: "%.1f", all / one)) |")
  }
}
