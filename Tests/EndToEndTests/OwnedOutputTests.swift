import Foundation
import TestSupport
import Testing

/// Outputs never destroy what tourhost did not write, and its own files are trusted only as
/// far as they can be checked: the check's report folder, its cache, the shards of a merge,
/// and a file-size limit. Each through the built binary.
@Suite("Outputs that are tourhost's")
struct OwnedOutputTests {
  static let bad = """
    return { id = "bad", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
      skipView = { title = "S", width = 10, height = 10 },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h", next = "ok", textColor = "#FFFFFFFF" } end }
    """
  static let matrix = ["--devices", "iphone-se", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source"]

  func check(_ arguments: [String], in folder: TemporaryDirectory) throws -> TourhostBinary.Result {
    try TourhostBinary.run(["check", "tours/bad.lua"] + Self.matrix + arguments, in: folder.url)
  }

  func tours() -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    folder.write("tours/bad.lua", Self.bad)
    folder.write("tours/other.lua", "keep")
    return folder
  }

  @Test("a report folder that holds what tourhost did not write is refused, and nothing in it is touched")
  func reportFolder() throws {
    let folder = tours()
    let intoTours = try check(["--report", "tours"], in: folder)
    #expect(intoTours.status == 2)
    #expect(
      intoTours.stderr
        == "tourhost: cannot write the report to tours: the folder holds files tourhost did not write (bad.lua, other.lua); name a new folder, or an empty one\n"
    )
    #expect(folder.read("tours/other.lua") == "keep")
    let here = try check(["--report", folder.url.path], in: folder)
    #expect(here.status == 2)
    #expect(here.stderr.hasSuffix("the folder holds files tourhost did not write (tours); name a new folder, or an empty one\n"))
    // A report replaces the report it wrote, and sweeps what killed runs left.
    #expect(try check(["--report", "rep"], in: folder).status == 1)
    folder.write("rep.tourhost-building-999999/index.html", "half")
    #expect(try check(["--report", "rep"], in: folder).status == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("rep.tourhost-building-999999").path))
    folder.write("rep/notes.txt", "mine")
    let notes = try check(["--report", "rep"], in: folder)
    #expect(notes.status == 2)
    #expect(notes.stderr.hasSuffix("(notes.txt); name a new folder, or an empty one\n"))
    #expect(folder.read("rep/notes.txt") == "mine")
  }

  @Test("a file-size limit is a message and exit 2, and leaves no half-built report behind")
  func fileSizeLimit() throws {
    let folder = tours()
    let result = try TourhostBinary.run(
      ["-c", "ulimit -f 2; exec \"$0\" check tours/bad.lua \(Self.matrix.joined(separator: " ")) --report rep", TourhostBinary.url.path],
      in: folder.url, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 2)
    #expect(result.stderr == "tourhost: cannot write a picture of the report to rep/pictures/finding-2.svg: file too large\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(left == ["tours"])
  }

  @Test("a cache entry is trusted only when it lists the script, and every index is checked; a link is never written through")
  func poisonedCache() throws {
    let folder = tours()
    #expect(try check(["--cache", "C"], in: folder).status == 1)
    let cacheFile = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("C").path).first)
    let path = "C/" + cacheFile
    let original = try #require(folder.read(path))
    func poisoned(_ change: (inout [String: Any]) -> Void) throws -> TourhostBinary.Result {
      var object = try #require(try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
      change(&object)
      folder.write(path, String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
      return try check(["--cache", "C"], in: folder)
    }
    // Claims a clean result, reading no file: the configuration is played again and fails.
    let clean = try poisoned { object in
      for key in ["files", "findings"] { object[key] = [Any]() }
      for key in ["read", "found"] { object[key] = [""] }
    }
    #expect(clean.status == 1)
    #expect(clean.stderr == "tourhost: 0 of 1 configurations from the cache\n")
    let negative = try poisoned { object in
      for key in ["read", "found"] { object[key] = ["-1"] }
    }
    #expect(negative.status == 1)
    #expect(negative.stderr == "tourhost: 0 of 1 configurations from the cache\n")
    let device = try poisoned { object in
      var files = object["files"] as? [[String: String]] ?? []
      files.append(["path": "/dev/zero", "sha256": String(repeating: "0", count: 64)])
      object["files"] = files
      object["read"] = ["\(files.count - 1)"]
    }
    #expect(device.status == 1)
    folder.write("target.txt", "secret")
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent(path))
    try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(path).path, withDestinationPath: "../target.txt")
    let link = try check(["--cache", "C"], in: folder)
    #expect(link.status == 2)
    #expect(link.stderr.hasSuffix("(\(cacheFile), a link); name a new folder, or an empty one\n"))
    #expect(folder.read("target.txt") == "secret")
  }

  @Test("a merge checks every number of every shard, and that they checked the same tours")
  func hostileShards() throws {
    let folder = tours()
    _ = try check(["--shard", "1/1", "--format", "json", "--output", "part.json"], in: folder)
    let original = try #require(folder.read("part.json"))
    func merged(_ change: (inout [String: Any]) -> Void) throws -> TourhostBinary.Result {
      var document = try #require(try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
      var part = try #require(document["part"] as? [String: Any])
      change(&part)
      document["part"] = part
      folder.write("hostile.json", String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self))
      return try TourhostBinary.run(["check", "--merge", "hostile.json"], in: folder.url)
    }
    let cases: [(String, (inout [String: Any]) -> Void)] = [
      ("hostile.json: the total 0 is not from 1 to 1000", { $0["total"] = 0 }),
      ("hostile.json: the total 1000000000 is not from 1 to 1000", { $0["total"] = 1_000_000_000 }),
      ("hostile.json: the index 2 is not from 1 to 1", { $0["index"] = 2 }),
      ("hostile.json checked no tours", { $0["tours"] = [] }),
      (
        "hostile.json: tours/bad.lua has no configuration -1 (it has 1), or gives it twice",
        { part in
          var tours = part["tours"] as? [[String: Any]] ?? []
          var played = tours[0]["played"] as? [[String: Any]] ?? []
          played.append(["index": -1, "findings": [], "markIgnores": [:]])
          tours[0]["played"] = played
          part["tours"] = tours
        }
      ),
    ]
    for (message, change) in cases {
      let result = try merged(change)
      #expect(result.status == 2)
      #expect(result.stderr == "tourhost: --merge: \(message)\n")
    }
    _ = try TourhostBinary.run(
      [
        "check", "tours/bad.lua", "--devices", "iphone", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source", "--shard", "1/1",
        "--format", "json", "--output", "other.json",
      ], in: folder.url)
    let matrices = try TourhostBinary.run(["check", "--merge", "part.json", "other.json"], in: folder.url)
    #expect(matrices.status == 2)
  }
}
