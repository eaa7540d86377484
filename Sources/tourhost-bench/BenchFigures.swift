import ArgumentParser
import Foundation

/// The headline figures of the benchmarks against their goals: each benchmark adds its own to
/// the file `TOURHOST_BENCH_FIGURES` names (one JSON object a line), and `tourhost-bench
/// figures FILE` writes them as one table with the machine and the date, which
/// `scripts/bench --markdown` prints and the README's speed section is.
enum BenchFigures {
  /// One figure: what it is, what was measured, the goal, and whether it is met (nil: no goal).
  struct Figure: Codable {
    let figure: String
    let measured: String
    let goal: String
    let met: Bool?
  }

  /// Adds a figure to the file `TOURHOST_BENCH_FIGURES` names, when it names one.
  static func record(_ figure: String, _ measured: String, goal: String = "", met: Bool? = nil) {
    guard let path = ProcessInfo.processInfo.environment["TOURHOST_BENCH_FIGURES"], !path.isEmpty,
      let line = try? JSONEncoder().encode(Figure(figure: figure, measured: measured, goal: goal, met: met)),
      let handle = FileHandle(forWritingAtPath: path)
        ?? (FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil)
    else { return }
    handle.seekToEndOfFile()
    handle.write(line + Data("\n".utf8))
    handle.closeFile()
  }
}

/// `tourhost-bench figures FILE`: the figures the benchmarks recorded, as one Markdown table.
struct FiguresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "figures", abstract: "The benchmarks' headline figures (recorded in TOURHOST_BENCH_FIGURES) as one Markdown table.")

  @Argument(help: "The file the benchmarks recorded their figures in.")
  var file: String

  func run() throws {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let figures = text.split(separator: "\n").compactMap { try? JSONDecoder().decode(BenchFigures.Figure.self, from: Data($0.utf8)) }
    let day = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current, formatOptions: [.withFullDate])
    print("Measured on \(day), \(Machine.description), release build, one run of `scripts/bench --markdown`:")
    print("")
    print("| figure | measured | goal | |")
    print("|---|---|---|---|")
    for figure in figures {
      let mark = figure.met.map { $0 ? "met" : "not met" } ?? ""
      print("| \(figure.figure) | \(figure.measured) | \(figure.goal) | \(mark) |")
    }
  }
}

/// The machine the benchmarks ran on: cores, processor, system.
enum Machine {
  static var description: String {
    let cpu =
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }.map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
      ?? "?"
    var name = utsname()
    uname(&name)
    let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu), Linux \(release)"
  }
}
