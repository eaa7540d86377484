import Foundation
import TestSupport
import Testing
import TourFuzz

/// Every input a fuzzer ever broke something with (Fuzz/regressions/TARGET/, named after what
/// it found), and the seed corpus (Fuzz/corpus/TARGET/), replayed through the same target:
/// each must now pass every check.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static func inputs(_ folder: String, _ target: FuzzTarget) -> [URL] {
    let url = TourhostBinary.packageRoot.appendingPathComponent("Fuzz/\(folder)/\(target.rawValue)")
    let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
    return files.filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
  }

  @Test("each regression input passes", arguments: FuzzTarget.allCases)
  func regressions(_ target: FuzzTarget) throws {
    let files = Self.inputs("regressions", target)
    #expect(!files.isEmpty, "Fuzz/regressions/\(target.rawValue) is empty")
    for file in files {
      let problems = target.run([UInt8](try Data(contentsOf: file)))
      #expect(problems == [], "\(target.rawValue)/\(file.lastPathComponent)")
    }
  }

  @Test("each seed of the corpus passes", arguments: FuzzTarget.allCases)
  func corpus(_ target: FuzzTarget) throws {
    for file in Self.inputs("corpus", target) {
      let problems = target.run([UInt8](try Data(contentsOf: file)))
      #expect(problems == [], "\(target.rawValue)/\(file.lastPathComponent)")
    }
  }
}
