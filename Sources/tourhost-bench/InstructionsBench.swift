import ArgumentParser
import Foundation

/// The engine's and every hook's cost per mark in instructions, counted by callgrind, against
/// one layout's: figures the machine's speed does not move (its timed ratios go up and down
/// with the hour, `throughput`). Each is the difference between two runs, one twice as long as
/// the other, so that starting and ending the process cancel out.
struct InstructionsBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "instructions", abstract: "Instructions a mark (engine, every hook in Lua) against one layout, counted by callgrind.")

  @Option(help: "Marks in the shorter tour (the longer one has twice as many).")
  var marks = 500

  @Option(help: "Layouts in the shorter run (the longer one has twice as many).")
  var layouts = 2_000

  @OptionGroup var tourhost: TourhostOption

  func run() throws {
    let valgrind = try Self.onPath("valgrind", package: "valgrind")
    let folder = try BenchFolder()
    defer { folder.remove() }
    // Copies without their debug information: valgrind cannot read Swift's DWARF.
    let bench = try Self.stripped(try Self.ownPath(), to: folder.url.appendingPathComponent("tourhost-bench").path)
    let binary = try Self.stripped(try tourhost.binary(), to: folder.url.appendingPathComponent("tourhost").path)
    // Swift's hashing is seeded at random in each process; the counts must not depend on it.
    setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
    let count = Counter(valgrind: valgrind, folder: folder)
    let layout = try count.perUnit(layouts) { [bench, "layout", "--profile", "--singles", "\($0)"] }
    let engine = try count.perUnit(marks) { [bench, "throughput", "--profile", "--marks", "\($0)"] }
    let short = try folder.write("hooks-short.lua", ThroughputTour.everyHook(marks: marks))
    let long = try folder.write("hooks-long.lua", ThroughputTour.everyHook(marks: 2 * marks))
    let hooks = try count.perUnit(marks) { n in
      [binary, "run", (n == marks ? short : long).path, "--headless", "--autoplay", "--trace", "/dev/null"]
    }
    print("| per unit | instructions | times one layout |")
    print("|---|---|---|")
    for (name, value) in [
      ("one layout (a mark's default views measured and placed)", layout),
      ("a mark, data source in Swift (the engine's own cost)", engine),
      ("a mark, every hook in Lua (`tourhost run --headless --autoplay`)", hooks),
    ] {
      print("| \(name) | \(Self.grouped(value)) | \(String(format: "%.2f", value / layout)) |")
    }
    print("")
    print("callgrind's count of the difference between runs of \(marks) and \(2 * marks) marks (\(layouts) and \(2 * layouts) layouts).")
    BenchFigures.record(
      "the engine's own cost per mark, in instructions (callgrind)",
      "\(Self.grouped(engine)) = \(String(format: "%.1f", engine / layout))× one layout (\(Self.grouped(layout)))")
    BenchFigures.record(
      "a mark with every hook in Lua, in instructions (callgrind)",
      "\(Self.grouped(hooks)) = \(String(format: "%.1f", hooks / layout))× one layout")
  }

  /// Counts a program's instructions under callgrind.
  struct Counter {
    let valgrind: String
    let folder: BenchFolder

    /// Instructions per unit: the count of `arguments(2n)` less that of `arguments(n)`, over `n`.
    func perUnit(_ n: Int, _ arguments: (Int) throws -> [String]) throws -> Double {
      let once = try count(arguments(n))
      let twice = try count(arguments(2 * n))
      guard twice > once else { throw BenchError("callgrind counted no more for twice the work (\(once), \(twice))") }
      return Double(twice - once) / Double(n)
    }

    /// The instructions `arguments` ran, as callgrind's output file totals them.
    func count(_ arguments: [String]) throws -> Int {
      let output = folder.url.appendingPathComponent("callgrind.out")
      let run = try Spawn.timed([valgrind, "--tool=callgrind", "--callgrind-out-file=\(output.path)"] + arguments)
      guard run.status == 0 else { throw BenchError("\(arguments.joined(separator: " ")) exited with \(run.status) under callgrind") }
      let text = try String(contentsOf: output, encoding: .utf8)
      guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") }),
        let total = Int(line.split(separator: " ").last ?? "")
      else { throw BenchError("callgrind wrote no total for \(arguments[0])") }
      return total
    }
  }

  /// The program `name` on the PATH; an error that says which package has it when it is not there.
  static func onPath(_ name: String, package: String) throws -> String {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    guard let found = folders.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw BenchError("\(name) is not installed (Debian's \(package); scripts/setup --bench installs it)")
    }
    return found
  }

  /// `binary` copied to `path` without its debug information (`strip --strip-debug`).
  static func stripped(_ binary: String, to path: String) throws -> String {
    let run = try Spawn.timed([try onPath("strip", package: "binutils"), "--strip-debug", "-o", path, binary])
    guard run.status == 0 else { throw BenchError("strip could not copy \(binary)") }
    return path
  }

  /// This program's own path, to run it again under callgrind.
  static func ownPath() throws -> String {
    let path = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    guard FileManager.default.isExecutableFile(atPath: path) else { throw BenchError("cannot find tourhost-bench itself") }
    return path
  }

  /// `188,217`: the count with its thousands grouped.
  static func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}
