import ArgumentParser
import Foundation
import TestSupport
import TourHostKit

/// `tourhost check`'s speed: configurations a second over the default matrix of a ten-mark
/// tour, and the time against one `tourhost run --headless --autoplay` of the same tour (the
/// target: at most 15 times); then an app of twenty tours under `--full`, and the same check
/// again with `--cache` (cold, then unchanged: the target is at most 5% of the cold run), and
/// in two checkouts sharing one cache server (the second at most 5% of the first).
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
    print(
      "| a ten-mark tour, default matrix | \(Int(configurations)) | \(String(format: "%.0f", all * 1000)) | \(String(format: "%.0f", configurations / all)) | \(String(format: "%.1f", all / one)) |"
    )
    try app(binary, folder)
  }

  /// A tour of an app of twenty: `index` varies its screen, its hints and its marks; every
  /// fourth has strings in English and German (one file each, its own).
  static func appTour(_ index: Int) -> (script: String, files: [(String, String)]) {
    let marks = 3 + index % 5
    let views = (0..<marks).map {
      #"{ id = "v\#($0)", frame = { 16, \#(80 + $0 * (600 / marks)), \#(200 + index * 7), 44 }, autoresizing = { "flexibleWidth" } }"#
    }
    let strings = index % 4 == 0
    let hint = strings ? #"tour.t("hint", i)"# : #""Tour \#(index), step " .. i .. ": what this part of the app does.""#
    let script = """
      return {
        screen = { width = 390, height = 844, safeArea = { top = 47, bottom = 34 }, views = { \(views.joined(separator: ", ")) } },
        skipView = { title = "Skip" },\(strings ? #"\#n  strings = "strings\#(index)","# : "")
        numberOfCoachMarks = \(marks),
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "v" .. (i - 1) } end,
        coachMarkViewsAt = function(ctl, i, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = \(hint), next = "Next" }
        end,
      }
      """
    let files: [(String, String)] =
      strings
      ? [
        ("strings\(index)/en.lua", "return { hint = 'Step %d: what this part of the app does.' }"),
        ("strings\(index)/de.lua", "return { hint = 'Schritt %d: was dieser Teil der App tut.' }"),
      ] : []
    return (script, files)
  }

  /// Twenty tours under --full; then with a cache, cold and unchanged.
  private func app(_ binary: String, _ folder: BenchFolder) throws {
    var tours: [String] = []
    for index in 1...20 {
      let (script, files) = Self.appTour(index)
      for (name, text) in files { _ = try folder.write(name, text) }
      tours.append(try folder.write("tour\(index).lua", script).path)
    }
    let full = Median.of(try (0..<max(runs / 2, 1)).map { _ in try Spawn.timed([binary, "check"] + tours + ["--full"]).seconds })
    let cache = folder.url.appendingPathComponent("cache").path
    var cold: [Double] = []
    var warm: [Double] = []
    for _ in 0..<runs {
      try? FileManager.default.removeItem(atPath: cache)
      cold.append(try Spawn.timed([binary, "check"] + tours + ["--cache", cache]).seconds)
      warm.append(try Spawn.timed([binary, "check"] + tours + ["--cache", cache]).seconds)
    }
    let (coldTime, warmTime) = (Median.of(cold), Median.of(warm))
    print("")
    print("| an app of twenty tours | ms |")
    print("|---|---|")
    print("| --full | \(String(format: "%.0f", full * 1000)) |")
    print("| default matrix, --cache, cold | \(String(format: "%.0f", coldTime * 1000)) |")
    print(
      "| default matrix, --cache, unchanged | \(String(format: "%.0f", warmTime * 1000)) (\(String(format: "%.1f", warmTime / coldTime * 100)) % of cold) |"
    )
    try shared(binary, folder, tours: tours.map { URL(fileURLWithPath: $0).lastPathComponent })
  }

  /// The same app in two checkouts that share one cache server (nginx's WebDAV, as the tests
  /// start it): the first checkout's check, cold, then the second's of the unchanged app.
  private func shared(_ binary: String, _ folder: BenchFolder, tours: [String]) throws {
    guard NginxCacheServer.isInstalled else {
      print("| a second checkout, one cache server | (nginx is not installed: scripts/setup --test) |")
      return
    }
    let server = try NginxCacheServer()
    let second = folder.url.deletingLastPathComponent().appendingPathComponent(folder.url.lastPathComponent + "-second")
    try? FileManager.default.removeItem(at: second)
    try FileManager.default.copyItem(at: folder.url, to: second)
    defer { try? FileManager.default.removeItem(at: second) }
    var cold: [Double] = []
    var warm: [Double] = []
    for run in 0..<runs {
      let arguments = [binary, "check"] + tours + ["--cache", server.url("cache/run-\(run)")]
      cold.append(try Spawn.measured(arguments, in: folder.url).seconds)
      warm.append(try Spawn.measured(arguments, in: second).seconds)
    }
    let (coldTime, warmTime) = (Median.of(cold), Median.of(warm))
    print("| default matrix, one cache server, first checkout | \(String(format: "%.0f", coldTime * 1000)) |")
    print(
      "| default matrix, one cache server, a second checkout | \(String(format: "%.0f", warmTime * 1000)) (\(String(format: "%.1f", warmTime / coldTime * 100)) % of the first) |"
    )
    BenchFigures.record(
      "`tourhost check` of an unchanged app of 20 tours in a second checkout, one nginx cache server",
      String(format: "%.0f ms = %.1f %% of the first checkout's %.0f ms", warmTime * 1000, warmTime / coldTime * 100, coldTime * 1000),
      goal: "≤ 5 %", met: warmTime / coldTime <= 0.05)
  }
}
