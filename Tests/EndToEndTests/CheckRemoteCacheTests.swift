import Foundation
import TestSupport
import Testing

/// `check --cache URL` through the built binary, against a real nginx serving WebDAV
/// (`NginxCacheServer`): two checkouts share results, one language's edit replays that
/// language only, a foreign or broken entry is never used, and a server that fails turns the
/// cache off with one warning, never the check.
@Suite("tourhost check: a cache server shared by checkouts", .serialized)
struct CheckRemoteCacheTests {
  let checkouts = CheckShardTests()

  func server() throws -> NginxCacheServer {
    try #require(NginxCacheServer.isInstalled, "nginx is not installed: scripts/setup --test installs it")
    return try NginxCacheServer()
  }

  func check(_ folder: TemporaryDirectory, _ cache: String, environment: [String: String] = [:]) throws -> TourhostBinary.Result {
    try TourhostBinary.run(["check"] + CheckShardTests.tours + ["--cache", cache, "--format", "json"], in: folder.url, environment: environment)
  }

  /// The configurations of a run, from its JSON report.
  func total(_ result: TourhostBinary.Result) throws -> Int {
    try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["configurations"] as? Int)
  }

  @Test(
    "a second checkout's check of the same tours is answered by the server, one GET a tour, with the first one's report; a German edit replays the German configurations only"
  )
  func twoCheckouts() throws {
    let server = try server()
    let (first, second) = (checkouts.folder(), checkouts.folder())
    let cold = try check(first, server.url())
    let total = try total(cold)
    #expect(cold.stderr == "tourhost: 0 of \(total) configurations from the cache (0 from \(server.url()))\n")
    // One entry a tour for all its configurations, and one for each set of configurations
    // that read the same files: the shop tour's source strings (its pseudo-locales read them
    // too) and its German ones; the cart tour reads no strings, so its one set is the tour.
    #expect(server.entries().count == 4)
    let before = server.requests.count
    let warm = try check(second, server.url())
    #expect(warm.stderr == "tourhost: \(total) of \(total) configurations from the cache (\(total) from \(server.url()))\n")
    #expect(warm.stdout == cold.stdout)
    let asked = Array(server.requests.dropFirst(before))
    #expect(asked.count == 2)
    for line in asked {
      let key = line.replacingOccurrences(of: "GET /cache/", with: "").replacingOccurrences(of: " 200", with: "")
      #expect(line == "GET /cache/\(key) 200" && server.entries().contains(key))
    }
    // A German string changes in the second checkout: only the German configurations of the
    // tour that reads it are played; the rest come from the server.
    let germanRun = try TourhostBinary.run(["check", "shop.lua", "--locales", "de", "--format", "json"], in: second.url)
    let german = try self.total(germanRun)
    second.write("strings/de.lua", "return { hint = 'Alles an einem Ort', next = 'Weiter', skip = 'Überspringen' }")
    let edited = try check(second, server.url())
    #expect(
      edited.stderr == "tourhost: \(total - german) of \(total) configurations from the cache (\(total - german) from \(server.url()))\n")
    let fresh = try TourhostBinary.run(["check"] + CheckShardTests.tours + ["--format", "json"], in: second.url)
    #expect(edited.stdout == fresh.stdout)
  }

  @Test("shards share the server: a second checkout's shards are answered whole, and merged are the first's report")
  func shards() throws {
    let server = try server()
    let (first, second) = (checkouts.folder(), checkouts.folder())
    var merged: [String] = []
    for folder in [first, second] {
      for shard in 1...2 {
        let arguments =
          ["check"] + CheckShardTests.tours + [
            "--shard", "\(shard)/2", "--cache", server.url(), "--format", "json", "--output", "part-\(shard).json",
          ]
        let run = try TourhostBinary.run(arguments, in: folder.url)
        let played = try #require(run.stderr.split(separator: " ").dropFirst(3).first.flatMap { Int($0) })
        let expected =
          folder === first
          ? "tourhost: 0 of \(played) configurations from the cache (0 from \(server.url()))\n"
          : "tourhost: \(played) of \(played) configurations from the cache (\(played) from \(server.url()))\n"
        #expect(run.stderr == expected)
      }
      merged.append(try TourhostBinary.run(["check", "--merge", "part-1.json", "part-2.json", "--format", "json"], in: folder.url).stdout)
    }
    #expect(merged[0] == merged[1])
    let whole = try TourhostBinary.run(["check"] + CheckShardTests.tours + ["--format", "json"], in: first.url)
    #expect(merged[0] == whole.stdout)
  }

  @Test("a folder and a server together: what the server answers is kept in the folder")
  func folderAndServer() throws {
    let server = try server()
    let (first, second) = (checkouts.folder(), checkouts.folder())
    let total = try total(try check(first, server.url()))
    let arguments = ["check"] + CheckShardTests.tours + ["--cache", "local", "--cache", server.url(), "--format", "json"]
    let fromServer = try TourhostBinary.run(arguments, in: second.url)
    #expect(fromServer.stderr == "tourhost: \(total) of \(total) configurations from the cache (\(total) from \(server.url()))\n")
    let fromFolder = try TourhostBinary.run(arguments, in: second.url)
    #expect(fromFolder.stderr == "tourhost: \(total) of \(total) configurations from the cache (0 from \(server.url()))\n")
    #expect(fromFolder.stdout == fromServer.stdout)
  }

  @Test("an entry that is not the tour's own, or is broken, is not used, and is written over")
  func foreignEntries() throws {
    let server = try server()
    let (first, second) = (checkouts.folder(), checkouts.folder())
    let cold = try check(first, server.url())
    let total = try total(cold)
    // Every entry moved to another's key: each is a genuine entry, of other inputs.
    let data = server.folder.path("data/cache")
    let keys = server.entries()
    let contents = try keys.map { try Data(contentsOf: URL(fileURLWithPath: data + "/" + $0)) }
    for (key, content) in zip(keys, contents.dropFirst() + contents.prefix(1)) {
      try content.write(to: URL(fileURLWithPath: data + "/" + key))
    }
    let moved = try check(second, server.url())
    #expect(moved.stderr == "tourhost: 0 of \(total) configurations from the cache (0 from \(server.url()))\n")
    #expect(moved.stdout == cold.stdout)
    // Written over with the tour's own: the next checkout is answered.
    #expect(try contents == keys.map { try Data(contentsOf: URL(fileURLWithPath: data + "/" + $0)) })
    for key in keys { try Data("{".utf8).write(to: URL(fileURLWithPath: data + "/" + key)) }
    let broken = try check(second, server.url())
    #expect(broken.stderr == "tourhost: 0 of \(total) configurations from the cache (0 from \(server.url()))\n")
    #expect(broken.stdout == cold.stdout)
    let mended = try check(checkouts.folder(), server.url())
    #expect(mended.stderr == "tourhost: \(total) of \(total) configurations from the cache (\(total) from \(server.url()))\n")
  }

  @Test("a server that fails, refuses writes, cannot be reached or sends too much turns the cache off with one warning; the check's report stands")
  func failures() throws {
    let server = try server()
    let folder = checkouts.folder()
    let plain = try TourhostBinary.run(["check"] + CheckShardTests.tours + ["--format", "json"], in: folder.url)
    let total = try total(plain)
    let counted = "tourhost: 0 of \(total) configurations from the cache (0 from"

    var before = server.requests.count
    let broken = try check(folder, server.url("broken"))
    let first = try #require(server.requests.dropFirst(before).first)
    let key = first.replacingOccurrences(of: "GET /broken/", with: "").replacingOccurrences(of: " 503", with: "")
    #expect(first == "GET /broken/\(key) 503")
    #expect(
      broken.stderr
        == "tourhost: warning: the cache at \(server.url("broken")) is off for this run: it answered 503 to GET \(key)\n\(counted) \(server.url("broken")))\n"
    )
    #expect(server.requests.count == before + 1)
    #expect((broken.status, broken.stdout) == (plain.status, plain.stdout))

    before = server.requests.count
    let readOnly = try check(folder, server.url("readonly"))
    let put = try #require(server.requests.dropFirst(before).first { $0.hasPrefix("PUT ") })
    let refused = put.replacingOccurrences(of: "PUT /readonly/", with: "").replacingOccurrences(of: " 403", with: "")
    #expect(put == "PUT /readonly/\(refused) 403")
    #expect(
      readOnly.stderr
        == "tourhost: warning: the cache at \(server.url("readonly")) is off for this run: it answered 403 to PUT \(refused)\n\(counted) \(server.url("readonly")))\n"
    )
    #expect(server.requests.last == put)
    #expect((readOnly.status, readOnly.stdout) == (plain.status, plain.stdout))

    let nowhere = "http://127.0.0.1:1/cache"
    let unreachable = try check(folder, nowhere)
    let lines = unreachable.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines.first?.wholeMatch(
        of: /tourhost: warning: the cache at http:\/\/127.0.0.1:1\/cache is off for this run: GET [0-9a-f]{64}: Couldn't connect to server/) != nil)
    #expect(lines.last == "\(counted) \(nowhere))")
    #expect((unreachable.status, unreachable.stdout) == (plain.status, plain.stdout))

    // An entry larger than 64 MiB is not read.
    _ = try check(folder, server.url())
    let data = server.folder.path("data/cache")
    for key in server.entries() { try #require(truncate(data + "/" + key, 64 << 20 + 1) == 0) }
    let large = try check(checkouts.folder(), server.url())
    let warning = try #require(large.stderr.split(separator: "\n").first.map(String.init))
    #expect(
      warning.wholeMatch(of: /tourhost: warning: the cache at .* is off for this run: it sent more than 67108864 bytes for [0-9a-f]{64}/) != nil)
    #expect((large.status, large.stdout) == (plain.status, plain.stdout))
  }

  @Test("credentials come from the environment, never from the address")
  func credentials() throws {
    let server = try server()
    let folder = checkouts.folder()
    let anonymous = try check(folder, server.url("private"))
    #expect(anonymous.stderr.hasPrefix("tourhost: warning: the cache at \(server.url("private")) is off for this run: it answered 401 to GET "))
    let signedIn = ["TOURHOST_CACHE_USER": "ci", "TOURHOST_CACHE_PASSWORD": "secret"]
    let cold = try check(folder, server.url("private"), environment: signedIn)
    let total = try total(cold)
    #expect(cold.stderr == "tourhost: 0 of \(total) configurations from the cache (0 from \(server.url("private")))\n")
    let warm = try check(checkouts.folder(), server.url("private"), environment: signedIn)
    #expect(warm.stderr == "tourhost: \(total) of \(total) configurations from the cache (\(total) from \(server.url("private")))\n")
    let inAddress = try check(folder, "http://ci:secret@127.0.0.1:\(server.port)/private")
    #expect(inAddress.status == 2)
    #expect(
      inAddress.stderr.hasPrefix(
        "Error: --cache: '127.0.0.1': put the user and password in TOURHOST_CACHE_USER and TOURHOST_CACHE_PASSWORD, not in the address\n"))
  }

  @Test("--cache names one folder and one server at most, and a server by http:// or https://")
  func addresses() throws {
    let folder = checkouts.folder()
    let cases: [([String], String)] = [
      (["--cache", "ftp://example.com/cache"], "Error: --cache: 'ftp://example.com/cache' is not an http:// or https:// address\n"),
      (["--cache", "http:///cache"], "Error: --cache: 'http:///cache' names no host\n"),
      (
        ["--cache", "https://example.com/cache?x=1"],
        "Error: --cache: 'https://example.com/cache?x=1' has a query or a fragment; a cache's address is a folder\n"
      ),
      (["--cache", "http://a.example", "--cache", "http://b.example"], "Error: --cache takes one folder and one server at most\n"),
      (["--cache", "one", "--cache", "two"], "Error: --cache takes one folder and one server at most\n"),
    ]
    for (options, message) in cases {
      let result = try TourhostBinary.run(["check", "cart.lua"] + options, in: folder.url)
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix(message), "\(options)")
    }
  }
}
