import ArgumentParser
import Testing
import TourHostKit

@testable import TourhostCommands

/// `tourhost run ... --headless` read without swift-argument-parser gives what the parser gives.
@Suite("A headless run read directly")
struct DirectRunTests {
  /// What a headless run is given, as one comparable value.
  struct Given: Equatable, CustomStringConvertible {
    var fields: [String?]
    init(_ options: HeadlessOptions) {
      fields = [
        options.script, options.input, options.trace, "\(options.autoplay)", "\(options.watch)", options.state,
        options.startTime.map { "\($0)" }, "\(options.configuration)", "\(options.environment)", "\(options.testing)",
        "\(options.strict)",
      ]
    }
    var description: String { fields.map { $0 ?? "nil" }.joined(separator: " ") }
  }

  /// The parser's reading of the same words.
  func parsed(_ arguments: [String]) throws -> Given {
    Given(try Run.parse(Array(arguments.dropFirst())).headlessOptions())
  }

  @Test("every order of the flags and files read directly, as the parser reads it")
  func sameAsParser() throws {
    let words: [[String]] = [
      ["--headless"], ["--autoplay"], ["--watch"], ["--strict"], ["--trace", "out.jsonl"], ["--input", "-"],
      ["--state", "progress.sqlite"],
    ]
    var checked = 0
    // Each subset of the words after --headless, in its order and reversed, the script first,
    // last or in the middle.
    for mask in 0..<(1 << (words.count - 1)) {
      let chosen = [words[0]] + words.dropFirst().enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
      for order in [chosen, chosen.reversed()] {
        for place in [0, order.count / 2, order.count] {
          var parts = order
          parts.insert(["tour.lua"], at: place)
          let arguments = ["run"] + parts.flatMap { $0 }
          let direct = try #require(DirectRun.headlessOptions(arguments), "\(arguments)")
          #expect(Given(direct) == (try parsed(arguments)), "\(arguments)")
          checked += 1
        }
      }
    }
    #expect(checked == 384)
  }

  @Test(
    "other words are left to the parser",
    arguments: [
      ["run", "tour.lua"], ["run", "tour.lua", "--autoplay"], ["run", "--headless"], ["run", "tour.lua", "--headless", "--help"],
      ["run", "tour.lua", "--headless", "--headless"], ["run", "tour.lua", "--headless", "--trace=t.jsonl"],
      ["run", "tour.lua", "--headless", "--trace"], ["run", "tour.lua", "--headless", "--trace", "--autoplay"],
      ["run", "tour.lua", "--headless", "--locale", "de"], ["run", "a.lua", "b.lua", "--headless"], ["run", "help", "--headless"],
      ["run", "-", "--headless"], ["render", "tour.lua", "--headless"], ["run", "tour.lua", "--headless", "--"],
      ["run", "tour.lua", "--headless", "-h"], ["run", "", "--headless"], ["run", "tour.lua", "--headless", "--only", "x"],
    ])
  func leftToParser(_ arguments: [String]) {
    #expect(DirectRun.headlessOptions(arguments) == nil)
  }

  @Test("each flag and file option read directly is one of run's, taking a value as the parser does")
  func namesAreRuns() throws {
    for flag in DirectRun.flags.sorted() {
      let run = try Run.parse(["tour.lua", "--headless", flag].uniqued)
      #expect(try run.headlessOptions().script == "tour.lua")
    }
    for file in DirectRun.files.sorted() {
      #expect(throws: (any Error).self) { try Run.parse(["tour.lua", "--headless", file]) }
      #expect(throws: Never.self) { try Run.parse(["tour.lua", "--headless", file, "x"]) }
    }
  }
}

extension Array where Element == String {
  /// The words, each once, in order.
  fileprivate var uniqued: [String] {
    var seen: Set<String> = []
    return filter { seen.insert($0).inserted }
  }
}
