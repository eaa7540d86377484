import Foundation
import TourCore
import TourHostKit
import TourImport
import TourRender

/// Fuzz target `cache`: the check's own files from someone else. The first byte picks which:
/// a cache file (`--cache`) put in place of a genuine one, or a shard's JSON (`--merge`), each
/// either generated with numbers, indices and paths of every kind or raw bytes. Whatever they
/// hold: no crash; a cache that was not made for the files as they are changes nothing that
/// the check finds; a merge is a result or one message.
public enum CacheFuzzer {
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-fuzz-cache-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  static let tour = """
    return { id = "bad", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h", next = "ok", textColor = "#FFFFFFFF" } end }
    """

  static func options(cache: String?) -> CheckOptions {
    let script = folder.appendingPathComponent("bad.lua")
    if !FileManager.default.fileExists(atPath: script.path) { try? Data(tour.utf8).write(to: script) }
    var matrix = CheckMatrix.standard
    matrix.devices = [DeviceCatalog.all[0]]
    matrix.orientations = [.portrait]
    matrix.textSizes = [.large]
    var options = CheckOptions(tours: [script.path], matrix: matrix, text: TextStack(estimate: ApproximateTextMetrics()))
    options.cacheFolder = cache
    return options
  }

  /// What the check finds without a cache, and the genuine cache file's path, made once.
  static let truth: (findings: [String], cacheFile: URL)? = {
    let cache = folder.appendingPathComponent("cache")
    guard let result = try? CheckRunner.run(options(cache: cache.path)),
      let name = try? FileManager.default.contentsOfDirectory(atPath: cache.path).first(where: { $0.hasSuffix(".json") })
    else { return nil }
    return (describe(result), cache.appendingPathComponent(name))
  }()

  static func describe(_ result: CheckResult) -> [String] {
    result.findings.map { "\($0.rule.rawValue) \($0.severity) \($0.message)" }
  }

  public static func run(_ bytes: [UInt8]) -> [String] {
    var data = FuzzedData(bytes)
    let raw = data.byte() < 32
    return data.bool() ? cache(&data, raw: raw) : merge(&data, raw: raw)
  }

  private static func cache(_ data: inout FuzzedData, raw: Bool) -> [String] {
    guard let truth else { return ["the genuine check could not be run"] }
    var writer = CacheFileWriter(data)
    let text = raw ? data.text(maxLength: 4_000) : writer.cacheFile(script: folder.appendingPathComponent("bad.lua").path)
    try? FileManager.default.removeItem(at: truth.cacheFile)
    try? Data(text.utf8).write(to: truth.cacheFile)
    guard let result = try? CheckRunner.run(options(cache: truth.cacheFile.deletingLastPathComponent().path)) else {
      return ["the check did not run with the cache"]
    }
    let found = describe(result)
    return found == truth.findings ? [] : ["a cache not made for these files changed the findings: \(found) instead of \(truth.findings)"]
  }

  private static func merge(_ data: inout FuzzedData, raw: Bool) -> [String] {
    let count = data.int(in: 1...3)
    var files: [String] = []
    for index in 0..<count {
      let file = folder.appendingPathComponent("part-\(index).json")
      var writer = CacheFileWriter(data)
      let text = raw ? data.text(maxLength: 4_000) : writer.shard()
      try? Data(text.utf8).write(to: file)
      files.append(file.path)
      data = FuzzedData(data.bytes(count: 4_000))
    }
    do {
      let result = try CheckPart.merge(files: files)
      return result.configurations >= 0 ? [] : ["a merge of \(result.configurations) configurations"]
    } catch {
      return error.description.contains("\n") ? ["a merge error of several lines: \(error.description)"] : []
    }
  }
}

/// JSON for the check's files, with numbers, indices and paths of every kind.
struct CacheFileWriter {
  var data: FuzzedData

  init(_ data: FuzzedData) { self.data = data }

  static let numbers = ["0", "1", "-1", "2", "3", "1000", "999999999", "-2147483648", "9223372036854775807", "1e300", "0.5"]
  static let severities = ["error", "warning", "info", "review", "fatal"]

  mutating func number() -> String { data.pick(Self.numbers) }

  mutating func finding() -> String {
    let fields = [
      data.pick(["text-clipped", "contrast", "nope", ""]), data.pick(Self.severities), data.word(), number(), data.word(), number(),
      data.pick(["", "1 2 3 4", "x"]), "",
    ]
    return "[" + fields.prefix(data.int(in: 6...8)).map { "\"\($0)\"" }.joined(separator: ",") + "]"
  }

  mutating func indices() -> String {
    "\"" + (0..<data.int(in: 0...4)).map { _ in data.pick(["0", "1", "-1", "2", "99", "x", "9223372036854775807"]) }.joined(separator: " ") + "\""
  }

  mutating func cacheFile(script: String) -> String {
    let paths = [script, "/dev/zero", "/dev/null", "/nonexistent", "/proc/self/status", ""]
    let files = (0..<data.int(in: 0...3)).map { _ in
      "{\"path\":\"\(data.pick(paths))\",\"sha256\":\"\(data.pick([String(repeating: "0", count: 64), "missing", "", "zz"]))\"}"
    }
    let labels = (0..<data.int(in: 0...3)).map { _ in "\"\(data.pick(["iphone-se portrait L source light", "x", ""]))\"" }
    let read = (0..<data.int(in: 0...3)).map { _ in indices() }
    let found = (0..<data.int(in: 0...3)).map { _ in indices() }
    let findings = (0..<data.int(in: 0...2)).map { _ in finding() }
    return "{\"files\":[\(files.joined(separator: ","))],\"findings\":[\(findings.joined(separator: ","))],"
      + "\"labels\":[\(labels.joined(separator: ","))],\"read\":[\(read.joined(separator: ","))],"
      + "\"found\":[\(found.joined(separator: ","))],\"markIgnores\":[\(data.bool() ? "{}" : "")]}"
  }

  mutating func shard() -> String {
    let tours = (0..<data.int(in: 0...2)).map { _ in
      let configurations = (0..<data.int(in: 0...3)).map { _ in "\"\(data.pick(["a", "b", "c"]))\"" }
      let played = (0..<data.int(in: 0...3)).map { _ in
        "{\"index\":\(number()),\"findings\":[\((0..<data.int(in: 0...2)).map { _ in finding() }.joined(separator: ","))],\"markIgnores\":{}}"
      }
      return "{\"id\":\"\(data.word())\",\"file\":\"\(data.pick(["t.lua", "u.lua"]))\",\"configurations\":[\(configurations.joined(separator: ","))],"
        + "\"tourFindings\":[],\"ignored\":[],\"marks\":\(number()),\"sheet\":[],\"notes\":[],\"played\":[\(played.joined(separator: ","))]}"
    }
    let version = data.bool() ? TourhostVersion.current : data.word()
    return "{\"part\":{\"index\":\(number()),\"total\":\(number()),\"version\":\"\(version)\",\"tours\":[\(tours.joined(separator: ","))]}}"
  }
}
