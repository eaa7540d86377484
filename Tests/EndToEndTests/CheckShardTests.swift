import Foundation
import TestSupport
import Testing

/// `--shard`, `--merge` and `--cache` through the built binary: shards
/// merged are one run, byte for byte; the cache answers what did not change, and only that.
@Suite("tourhost check: shards, merging and the cache")
struct CheckShardTests {
  /// Two tours: one drawn for one size with strings in two languages, one that follows the
  /// device; they share no file.
  func folder() -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    folder.write(
      "shop.lua",
      """
      return {
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 200, 600, 100, 44 } } } },
        strings = "strings", colour = "blue",
        skipView = { titleKey = "skip" },
        numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = ({ "a", "b" })[index] } end,
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = tour.t("hint"), next = tour.t("next") }
        end,
      }
      """)
    folder.write(
      "strings/en.lua", "return { hint = 'Everything you bought, in one place, with its receipts and returns', next = 'Next', skip = 'Skip' }")
    folder.write("strings/de.lua", "return { hint = 'Alles, was Sie gekauft haben, an einem Ort, mit Belegen und Rücksendungen', next = 'Weiter' }")
    folder.write(
      "cart.lua",
      """
      return {
        screen = { width = 393, height = 852, views = { { id = "total", frame = { 20, 700, 353, 60 }, autoresizing = { "flexibleTopMargin", "flexibleWidth" } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "total" } end,
        coachMarkViewsAt = function(ctl) return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Your total, with tax", color = "#8E8E93" } } } } end,
      }
      """)
    return folder
  }

  static let tours = ["shop.lua", "cart.lua"]
  static let formats = ["json", "sarif", "text", "junit", "github"]

  func outputs(_ prefix: String) -> [String] { Self.formats.flatMap { ["--format", $0, "--output", "\(prefix).\($0)"] } }

  @Test("four shards merged are one run, byte for byte, in every format; the shares differ by one configuration at most")
  func mergedIsOneRun() throws {
    let folder = folder()
    let one = try TourhostBinary.run(["check"] + Self.tours + outputs("one"), in: folder.url)
    #expect(one.status == 1)
    var counts: [Int] = []
    for index in 1...4 {
      let part = try TourhostBinary.run(
        ["check"] + Self.tours + ["--shard", "\(index)/4", "--format", "json", "--output", "part-\(index).json"], in: folder.url)
      #expect(part.status == 0 || part.status == 1)
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("part-\(index).json"))) as? [String: Any])
      counts.append(json["configurations"] as? Int ?? -1)
    }
    let merged = try TourhostBinary.run(
      ["check", "--merge", "part-3.json", "part-1.json", "part-4.json", "part-2.json"] + outputs("merged"), in: folder.url)
    #expect(merged.status == one.status)
    for format in Self.formats {
      let expected = try Data(contentsOf: folder.url.appendingPathComponent("one.\(format)"))
      let got = try Data(contentsOf: folder.url.appendingPathComponent("merged.\(format)"))
      #expect(got == expected, "\(format) differs")
    }
    let total = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("one.json"))) as? [String: Any])
    #expect(counts.reduce(0, +) == total["configurations"] as? Int)
    #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= 1)
  }

  @Test("a shard missing, a shard twice, other tours, a file that is no shard's, a bad --shard: one message, status 2")
  func mergeRefusals() throws {
    let folder = folder()
    for index in 1...2 {
      _ = try TourhostBinary.run(["check", "cart.lua", "--shard", "\(index)/3", "--format", "json", "--output", "p\(index).json"], in: folder.url)
    }
    _ = try TourhostBinary.run(["check", "shop.lua", "--shard", "3/3", "--format", "json", "--output", "other.json"], in: folder.url)
    _ = try TourhostBinary.run(["check", "cart.lua", "--format", "json", "--output", "whole.json"], in: folder.url)
    let cases: [([String], String)] = [
      (["p1.json", "p2.json"], "tourhost: --merge: shard 3/3 missing\n"),
      (["p1.json", "p1.json", "p2.json"], "tourhost: --merge: shard 1/3 is given twice: p1.json and p1.json\n"),
      (["p1.json", "p2.json", "other.json"], "tourhost: --merge: other.json checked other tours than p1.json\n"),
      (["whole.json"], "tourhost: --merge: whole.json is not a shard's JSON (written by tourhost check --shard I/N --format json)\n"),
      (["none.json"], "tourhost: --merge: cannot read none.json (no such file or directory)\n"),
    ]
    for (files, message) in cases {
      let result = try TourhostBinary.run(["check", "--merge"] + files, in: folder.url)
      #expect(result.status == 2)
      #expect(result.stderr == message)
    }
    let bad = try TourhostBinary.run(["check", "cart.lua", "--shard", "5/4"], in: folder.url)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Error: --shard: the index 5 is not from 1 to 4"))
  }

  @Test(
    "the cache answers every configuration of an unchanged run, with the same report; a changed German string replays exactly the German configurations of its tour"
  )
  func cache() throws {
    let folder = folder()
    let arguments = ["check"] + Self.tours + ["--cache", "cache", "--format", "json"]
    let cold = try TourhostBinary.run(arguments, in: folder.url)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(cold.stdout.utf8)) as? [String: Any])
    let total = try #require(report["configurations"] as? Int)
    #expect(cold.stderr == "tourhost: 0 of \(total) configurations from the cache\n")
    let warm = try TourhostBinary.run(arguments, in: folder.url)
    #expect(warm.stderr == "tourhost: \(total) of \(total) configurations from the cache\n")
    #expect(warm.stdout == cold.stdout)
    // A German string changes: the German configurations of the tour that reads it are played
    // again, the others (its English and pseudo-locale ones, the other tour) are not.
    let shop = try TourhostBinary.run(["check", "shop.lua", "--locales", "de", "--format", "json"], in: folder.url)
    let german = try #require((try JSONSerialization.jsonObject(with: Data(shop.stdout.utf8)) as? [String: Any])?["configurations"] as? Int)
    #expect(german > 0)
    folder.write("strings/de.lua", "return { hint = 'Alles an einem Ort', next = 'Weiter', skip = 'Überspringen' }")
    let changed = try TourhostBinary.run(arguments, in: folder.url)
    #expect(changed.stderr == "tourhost: \(total - german) of \(total) configurations from the cache\n")
    #expect(changed.stdout != cold.stdout)
    // Played again with the change, it is what a run without the cache says.
    let fresh = try TourhostBinary.run(["check"] + Self.tours + ["--format", "json"], in: folder.url)
    #expect(changed.stdout == fresh.stdout)
    // A cache file that is not one is played over, not trusted.
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path("cache")) { folder.write("cache/\(name)", "{") }
    let broken = try TourhostBinary.run(arguments, in: folder.url)
    #expect(broken.stderr == "tourhost: 0 of \(total) configurations from the cache\n")
    #expect(broken.stdout == fresh.stdout)
  }

  @Test("a cache file with a finding of nine strings or of a number, or a label that is a number, is played over, not trusted")
  func malformedEntries() throws {
    let folder = folder()
    let arguments = ["check"] + Self.tours + ["--cache", "cache", "--format", "json"]
    let cold = try TourhostBinary.run(arguments, in: folder.url)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(cold.stdout.utf8)) as? [String: Any])
    let total = try #require(report["configurations"] as? Int)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("cache")).sorted()
    #expect(names.count == 2)
    let kept = try names.map {
      try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("cache/\($0)"))) as? [String: Any])
    }
    let breakings: [(what: String, key: String, value: Any)] = [
      ("a finding of nine strings", "findings", [Array(repeating: "x", count: 9)]),
      ("a finding with a number", "findings", [["rule", "error", "message", "1", "body", 5, "", ""]]),
      ("a label that is a number", "labels", [1]),
    ]
    for (what, key, value) in breakings {
      for (name, entry) in zip(names, kept) {
        var entry = entry
        entry[key] = value
        try JSONSerialization.data(withJSONObject: entry).write(to: folder.url.appendingPathComponent("cache/\(name)"))
      }
      let broken = try TourhostBinary.run(arguments, in: folder.url)
      #expect(broken.stderr == "tourhost: 0 of \(total) configurations from the cache\n", "\(what)")
      #expect(broken.stdout == cold.stdout, "\(what)")
    }
    let mended = try TourhostBinary.run(arguments, in: folder.url)
    #expect(mended.stderr == "tourhost: \(total) of \(total) configurations from the cache\n")
  }
}
