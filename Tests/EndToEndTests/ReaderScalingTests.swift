import Foundation
import TestSupport
import Testing

/// Every reader of outside input is linear: the input doubled, time and peak memory grow by at
/// most 2.5 times (ratios in one run, measured above an empty input, through the built binary,
/// each run in its own process). The figures are printed for the note.
@Suite("Readers are linear", .serialized)
struct ReaderScalingTests {
  static let most = ScalingProbe.limit

  static func tour(_ fields: String, screen: String = #"{ width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } }"#)
    -> String
  {
    """
    return { id = "t", screen = \(screen), numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h", next = "ok" } end,
      \(fields) }
    """
  }

  func expectLinear(_ name: String, _ growth: ScalingProbe.Growth, sourceLocation: SourceLocation = #_sourceLocation) {
    print("scaling \(name): \(growth)")
    #expect(growth.time <= Self.most, "\(name): \(growth)", sourceLocation: sourceLocation)
    #expect(growth.memory <= Self.most, "\(name): \(growth)", sourceLocation: sourceLocation)
  }

  @Test("SVG pictures of many shapes and local references (twenty marks, one picture each)")
  func svgPicture() {
    // Each picture is at most 1 MiB: many of them make the reader's share measurable.
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless", "--autoplay"], n: 120_000) { n, folder in
      folder.write(
        "tour.lua",
        """
        return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
          numberOfCoachMarks = 20,
          coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
          coachMarkViewsAt = function(ctl, i, m)
            return ctl.helper:makeDefaultCoachViews { image = { file = "p" .. i .. ".svg", alt = "p" }, hint = "h", next = "Next" }
          end }
        """)
      let shapes = String(repeating: ##"<use href="#d" x="1"/><rect width="1" height="1"/>"##, count: n / 12)
      for index in 1...20 {
        folder.write(
          "p\(index).svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><defs><circle id="d" r="2"/></defs>"# + shapes + "</svg>")
      }
    }
    expectLinear("SVG picture", growth)
  }

  @Test("drift over captures of many views: every view listed once a screen, each new one scored once")
  func driftCaptures() {
    let growth = ScalingProbe.growth(arguments: ["drift", "tour.lua", "--from", "old.json", "--to", "new.json"], n: 20_000) { n, folder in
      folder.write("tour.lua", Self.tour("", screen: #""old.json""#).replacingOccurrences(of: #"view = "a""#, with: #"view = "target""#))
      func screen(_ target: String) -> String {
        let rows = (0..<n).map { #"{ "id": "row\#($0)", "frame": [0, \#($0 % 800), 390, 1], "label": "Row \#($0)", "type": "cell" }"# }
        let views = [#"{ "id": "\#(target)", "frame": [10, 100, 100, 40], "label": "Buy", "type": "button" }"#] + rows
        return #"{ "width": 390, "height": 844, "views": ["# + views.joined(separator: ",") + "] }"
      }
      folder.write("old.json", screen("target"))
      folder.write("new.json", screen("targetButton"))
    }
    expectLinear("drift", growth)
  }

  @Test("an XLIFF file of many units (30,000 at 2n: 90,000 elements, under the XML reader's cap)")
  func xliff() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless", "--autoplay"], n: 15_000) { n, folder in
      folder.write("tour.lua", Self.tour(#"strings = "strings", xliff = "de.xliff","#))
      folder.write("strings/en.lua", "return { next = 'Next' }")
      folder.write("strings/de.lua", "return { next = 'Weiter' }")
      let units = (0..<n).map { #"<trans-unit id="k\#($0)|==|plural.one"><source>s</source><target state="new">t</target></trans-unit>"# }
      folder.write(
        "de.xliff",
        #"<xliff version="1.2"><file original="x" source-language="en" target-language="de"><body>"# + units.joined() + "</body></file></xliff>")
    }
    expectLinear("XLIFF", growth)
  }

  @Test("an input file of one long line")
  func inputLine() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless", "--input", "long.input"], n: 1_000_000) { n, folder in
      folder.write("tour.lua", Self.tour(""))
      folder.write("long.input", "set p " + String(repeating: "x", count: n) + "\n")
    }
    expectLinear("input line", growth)
  }

  @Test("a JSON screen file whose values sit under a long key")
  func jsonScreenPaths() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless"], n: 100_000) { n, folder in
      folder.write("tour.lua", Self.tour("", screen: #""s.json""#))
      let key = String(repeating: "k", count: 10_000)
      let values = Array(repeating: "0", count: n).joined(separator: ",")
      folder.write("s.json", #"{"width":390,"height":844,"views":[{"id":"a","frame":[10,100,100,40]}],""# + key + #"":["# + values + "]}")
    }
    expectLinear("JSON screen", growth)
  }

  @Test("a screen table of many views in Lua")
  func luaScreenTable() {
    func tour(_ given: Bool) -> (Int, TemporaryDirectory) -> Void {
      { n, folder in
        let screen = """
          (function() local v = { { id = "a", frame = { 10, 100, 100, 40 } } }
            for i = 1, \(n) do v[i + 1] = { id = "v" .. i, frame = { 0, i % 800, 10, 10 } } end
            return { width = 390, height = 844, views = \(given ? "v" : "{ v[1] }") } end)()
          """
        folder.write("tour.lua", Self.tour("", screen: screen))
      }
    }
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless"], n: 20_000, make: tour(true), control: tour(false))
    expectLinear("Lua screen table", growth)
  }

  @Test("an app file's long list")
  func appFile() {
    // The control builds the same list in Lua and does not give it: Lua's own cost of a big
    // table grows a little faster than its length, and is not the reader's.
    func app(_ given: Bool) -> (Int, TemporaryDirectory) -> Void {
      { n, folder in
        folder.write("a.lua", Self.tour(""))
        let ids = (0..<n).map { "'x\($0)'" }.joined(separator: ", ")
        folder.write("app.lua", "local p = { 't', \(ids) }\nreturn { tours = { 'a.lua' }\(given ? ", priority = p" : "") }\n")
      }
    }
    // The reader's own share is small beside Lua's, so the best of five runs is taken.
    let growth = ScalingProbe.growth(arguments: ["run", "app.lua", "--headless"], n: 200_000, tries: 9, make: app(true), control: app(false))
    expectLinear("app file", growth)
  }

  @Test("a String Catalog of many keys")
  func catalog() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless"], n: 40_000) { n, folder in
      folder.write("tour.lua", Self.tour(#"strings = "L.xcstrings","#))
      let entries = (0..<max(n, 1)).map { #""k\#($0)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"value \#($0)"}}}}"# }
      folder.write("L.xcstrings", #"{"sourceLanguage":"en","version":"1.0","strings":{"# + entries.joined(separator: ",") + "}}")
    }
    expectLinear("String Catalog", growth)
  }

  @Test("an Android strings.xml of many strings")
  func stringsXML() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless"], n: 40_000) { n, folder in
      folder.write("tour.lua", Self.tour(#"strings = "res","#))
      let entries = (0..<max(n, 1)).map { "<string name=\"k\($0)\">value \($0)</string>" }
      folder.write("res/values/strings.xml", "<resources>\n" + entries.joined(separator: "\n") + "\n</resources>\n")
    }
    expectLinear("strings.xml", growth)
  }

  @Test("an Android strings.xml of one long chain of @string references (each followed once)")
  func stringReferences() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless"], n: 20_000) { n, folder in
      folder.write("tour.lua", Self.tour(#"strings = "res","#))
      let chain = (0..<max(n, 1)).map { "<string name=\"k\($0)\">@string/k\($0 + 1)</string>" }
      folder.write(
        "res/values/strings.xml", "<resources>\n" + chain.joined(separator: "\n") + "\n<string name=\"k\(max(n, 1))\">end</string>\n</resources>\n")
    }
    expectLinear("@string chain", growth)
  }

  @Test("a shard's JSON of many configurations, merged")
  func shard() {
    let growth = ScalingProbe.growth(arguments: ["check", "--merge", "part.json"], n: 80_000) { n, folder in
      let labels = (0..<max(n, 1)).map { #""c\#($0)""# }.joined(separator: ",")
      let played = (0..<max(n, 1)).map { #"{"index":\#($0),"findings":[],"markIgnores":{}}"# }.joined(separator: ",")
      let tour =
        #"{"id":"t","file":"t.lua","configurations":["# + labels + #"],"tourFindings":[],"ignored":[],"marks":1,"sheet":[],"notes":[],"played":["#
        + played + "]}"
      folder.write("part.json", #"{"part":{"index":1,"total":1,"version":"\#(Self.version)","tours":["# + tour + "]}}")
    }
    expectLinear("shard merge", growth)
  }

  @Test("a hint of styled words (markup laid out in its faces)")
  func styledHint() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless", "--autoplay"], n: 1_000) { n, folder in
      folder.write(
        "tour.lua",
        Self.tour("").replacingOccurrences(of: #"hint = "h""#, with: #"hint = ("*a* "):rep(\#(max(n, 1)))"#))
    }
    expectLinear("styled hint", growth)
  }

  @Test("a hint of one run of marks (each star once counted the run to its end)")
  func markRun() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless", "--autoplay"], n: 4_000) { n, folder in
      folder.write("tour.lua", Self.tour("").replacingOccurrences(of: #"hint = "h""#, with: #"hint = ("*"):rep(\#(max(n, 1)))"#))
    }
    expectLinear("run of marks", growth)
  }

  @Test("a hint of many scripts (shaped in their fallback fonts, right to left among them)")
  func mixedScriptHint() {
    // Arabic, Devanagari, Thai, CJK, Hangul, Georgian, Armenian, Khmer and emoji in turn, each
    // character different from the one the cycle before gave.
    let blocks: [ClosedRange<UInt32>] = [
      0x0627...0x064A, 0x0915...0x0939, 0x0E01...0x0E2E, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x10D0...0x10FA, 0x0531...0x0556,
      0x1780...0x17B3, 0x1F300...0x1F5FF,
    ]
    func hint(_ n: Int) -> String {
      String(
        String.UnicodeScalarView(
          (0..<n).compactMap { index in
            let block = blocks[index % blocks.count]
            return Unicode.Scalar(block.lowerBound + UInt32(index / blocks.count * 37) % UInt32(block.count))
          }))
    }
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless", "--autoplay"], n: 2_000) { n, folder in
      folder.write("tour.lua", Self.tour("").replacingOccurrences(of: #"hint = "h""#, with: "hint = [==[\(hint(max(n, 1)))]==]"))
    }
    expectLinear("mixed-script hint", growth)
  }

  @Test("a uiautomator XML capture of many elements")
  func xmlCapture() {
    let growth = ScalingProbe.growth(arguments: ["run", "tour.lua", "--headless"], n: 20_000) { n, folder in
      folder.write("tour.lua", Self.tour("", screen: #"{ capture = "home.xml", scale = 2.625 }"#))
      let nodes = (0..<n).map { index in
        #"<node index="\#(index)" text="Row \#(index)" resource-id="com.example:id/row\#(index)" class="android.widget.TextView" "#
          + #"package="com.example" content-desc="" bounds="[0,\#(index % 2000)][1080,\#(index % 2000 + 40)]" />"#
      }
      let root =
        #"<node index="0" text="" resource-id="com.example:id/a" class="android.widget.FrameLayout" package="com.example" "#
        + #"content-desc="" bounds="[0,0][1080,2400]">"#
      folder.write(
        "home.xml",
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n" + root + "\n"
          + nodes.joined(separator: "\n") + "\n</node>\n</hierarchy>\n")
    }
    expectLinear("XML capture", growth)
  }

  @Test("a cache server's entry of many configurations")
  func cacheServerEntry() throws {
    // A genuine entry, grown by n results, served read-only (a refused PUT leaves it as it
    // is): the check reads it whole. Each size's tour differs by a comment, so that each has
    // an entry of its own on the one server.
    try #require(NginxCacheServer.isInstalled, "nginx is not installed: scripts/setup --test installs it")
    let server = try NginxCacheServer()
    let options = ["--devices", "iphone-se", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source"]
    let growth = ScalingProbe.growth(arguments: ["check", "tour.lua", "--cache", server.url("readonly")] + options, n: 100_000) {
      n, folder in
      folder.write("tour.lua", "-- \(n) results\n" + Self.tour(""))
      let before = Set(server.entries())
      _ = try? TourhostBinary.run(["check", "tour.lua", "--cache", server.url()] + options, in: folder.url)
      guard let key = server.entries().first(where: { !before.contains($0) }),
        let genuine = try? Data(contentsOf: URL(fileURLWithPath: server.folder.path("data/cache/" + key))),
        var object = try? JSONSerialization.jsonObject(with: genuine) as? [String: Any],
        var results = object["results"] as? [String: Any]
      else { return }
      results["labels"] = ((results["labels"] as? [String]) ?? []) + (0..<n).map { "fake-\($0)" }
      results["read"] = ((results["read"] as? [String]) ?? []) + Array(repeating: "", count: n)
      results["found"] = ((results["found"] as? [String]) ?? []) + Array(repeating: "", count: n)
      results["markIgnores"] = ((results["markIgnores"] as? [Any]) ?? []) + Array(repeating: [String: Any](), count: n)
      object["results"] = results
      try? JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: server.folder.path("data/readonly/" + key)))
    }
    expectLinear("cache server entry", growth)
  }

  @Test("a check's cache file of many configurations")
  func cacheFile() {
    // A genuine cache file, grown by n configurations: the check reads it whole.
    let growth = ScalingProbe.growth(
      arguments: [
        "check", "tour.lua", "--devices", "iphone-se", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source", "--cache", "C",
      ],
      n: 200_000
    ) { n, folder in
      folder.write("tour.lua", Self.tour(""))
      _ = try? TourhostBinary.run(
        ["check", "tour.lua", "--devices", "iphone-se", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source", "--cache", "C"],
        in: folder.url)
      guard let name = try? FileManager.default.contentsOfDirectory(atPath: folder.path("C")).first,
        let text = folder.read("C/" + name), let data = text.data(using: .utf8),
        var object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return }
      object["labels"] = ((object["labels"] as? [String]) ?? []) + (0..<n).map { "fake-\($0)" }
      object["read"] = ((object["read"] as? [String]) ?? []) + Array(repeating: "", count: n)
      object["found"] = ((object["found"] as? [String]) ?? []) + Array(repeating: "", count: n)
      object["markIgnores"] = ((object["markIgnores"] as? [Any]) ?? []) + Array(repeating: [String: Any](), count: n)
      if let grown = try? JSONSerialization.data(withJSONObject: object) { folder.write("C/" + name, data: grown) }
    }
    expectLinear("cache file", growth)
  }

  static let version: String = {
    let result = try? TourhostBinary.run(["--version"])
    return (result?.stdout ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
  }()
}
