import Foundation
import FoundationXML
import TestSupport
import Testing

/// Values from outside that were taken whole or wrong: times outside what the progress
/// database keeps, a count given as text, text XML has no place for, a megabyte parameter in
/// a report, and what a trigger function may not do. Each through the built binary.
@Suite("Bounded values")
struct BoundedValuesTests {
  static let tour = """
    return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
      skipView = { title = "Skip\\239\\191\\190\\239\\191\\191" },
      numberOfCoachMarks = 1, coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h\\1", next = "ok" } end }
    """

  @Test("--start-time and --at outside 1970 to 5138 are refused: the progress database could not read them back")
  func times() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    let shape = "a time from 1970-01-01T00:00:00Z to 5138-11-16T09:46:39Z, like 2026-01-05T09:00:00Z"
    for time in ["0001-01-01T00:00:00Z", "9999-01-01T00:00:00Z", "1969-12-31T23:59:59Z"] {
      let run = try TourhostBinary.run(["run", "tour.lua", "--headless", "--start-time", time], in: folder.url)
      #expect(run.status == 2)
      #expect(run.stderr.hasPrefix("Error: --start-time must be \(shape), got '\(time)'\n"))
    }
    folder.write("app.lua", "return { tours = { 'tour.lua' } }\n")
    let why = try TourhostBinary.run(["why", "app.lua", "t", "--at", "0001-01-01T00:00:00Z"], in: folder.url)
    #expect(why.status == 2)
    #expect(why.stderr.hasPrefix("Error: --at must be \(shape), got '0001-01-01T00:00:00Z'\n"))
    let fine = try TourhostBinary.run(["run", "tour.lua", "--headless", "--start-time", "5138-11-16T09:46:39Z"], in: folder.url)
    #expect(fine.status == 0)
  }

  @Test("JUnit and SVG are well-formed XML whatever a script's text holds (U+FFFE, U+FFFF, C0 controls)")
  func xmlText() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    let junit = try TourhostBinary.run(
      ["check", "tour.lua", "--devices", "iphone-se", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source", "--format", "junit"],
      in: folder.url)
    for forbidden in ["\u{FFFE}", "\u{FFFF}", "\u{1}"] { #expect(!junit.stdout.contains(forbidden)) }
    #expect((try? XMLDocument(data: Data(junit.stdout.utf8))) != nil)
    _ = try TourhostBinary.run(["render", "tour.lua", "--out", "pictures", "--no-png"], in: folder.url)
    let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.path("pictures")).filter { $0.hasSuffix(".svg") }
    #expect(!pictures.isEmpty)
    for picture in pictures {
      let svg = try #require(folder.read("pictures/" + picture))
      for forbidden in ["\u{FFFE}", "\u{FFFF}", "\u{1}"] { #expect(!svg.contains(forbidden)) }
      #expect((try? XMLDocument(data: Data(svg.utf8))) != nil, "\(picture)")
    }
  }

  @Test("a rule's count given as text is refused, not read as 1")
  func countAsText() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      Self.tour.replacingOccurrences(of: "numberOfCoachMarks = 1,", with: "rules = { { event = 'e', count = '3' } }, numberOfCoachMarks = 1,"))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.stderr == "tourhost: tour.lua:3: rules[1].count: a whole count from 1 to 1000000 expected, got string\n")
  }

  @Test("a megabyte parameter is cut in state list as the trace cuts it")
  func longParameter() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    folder.write("set.input", "set p " + String(repeating: "x", count: 1_000_000) + "\n")
    _ = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "set.input", "--state", "st.sqlite"], in: folder.url)
    let list = try TourhostBinary.run(["state", "list", "--state", "st.sqlite"], in: folder.url)
    #expect(list.status == 0)
    #expect(list.stdout.contains("p = \"" + String(repeating: "x", count: 65_535) + "… (1000002 characters)"))
    #expect(list.stdout.utf8.count < 70_000)
  }

  @Test("a trigger function may not wait, schedule or invalidate: each says so")
  func triggerFunctions() throws {
    let folder = TemporaryDirectory()
    let bodies = [
      "wait": "tour.wait(1) return true", "after": "tour.after(1, function() end) return false",
      "inval": "tour.invalidate('why') return true",
    ]
    for (name, body) in bodies {
      folder.write(
        "\(name).lua",
        Self.tour.replacingOccurrences(of: "numberOfCoachMarks = 1,", with: "trigger = function(ctl, o) \(body) end, numberOfCoachMarks = 1,")
          .replacingOccurrences(of: #"id = "t""#, with: #"id = "\#(name)""#))
    }
    folder.write("app.lua", "return { tours = { 'wait.lua', 'after.lua', 'inval.lua' } }\n")
    let result = try TourhostBinary.run(["run", "app.lua", "--headless"], in: folder.url)
    let warnings = result.lines.filter { $0.contains(#""event":"warning""#) && $0.contains("trigger function") }
    #expect(
      warnings == [
        #"{"t":0,"event":"warning","message":"wait's trigger function: wait.lua:3: tour.wait cannot be used in a trigger function: it answers at once whether the tour is a candidate"}"#,
        #"{"t":0,"event":"warning","message":"after's trigger function: after.lua:3: tour.after cannot be used in a trigger function: it answers at once whether the tour is a candidate"}"#,
        #"{"t":0,"event":"warning","message":"inval's trigger function: inval.lua:3: tour.invalidate cannot be used in a trigger function: return false, or invalidate the tour in one of its hooks"}"#,
      ])
  }

  /// A PNG of `width`×`height` pixels as its header says, with `padding` bytes of a private
  /// chunk (a picture's file size and its pixels are different things).
  static func png(width: UInt32, height: UInt32, padding: Int = 0) -> Data {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let length = UInt32(body.count)
      return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + Array(type.utf8) + body + [0, 0, 0, 0]
    }
    let size = [width, height].flatMap { value in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return Data(header + chunk("IHDR", size + [8, 2, 0, 0, 0]) + chunk("prIv", Array(repeating: 7, count: padding)) + chunk("IEND", []))
  }

  @Test("a bubble's picture is capped by its pixels, not only its bytes, in a message naming it")
  func picturePixels() throws {
    let folder = TemporaryDirectory()
    folder.write("huge.png", data: Self.png(width: 20_000, height: 20_000))
    folder.write("max.png", data: Self.png(width: 4_294_967_295, height: 4_294_967_295))
    for (file, pixels) in [("huge.png", "20000×20000"), ("max.png", "4294967295×4294967295")] {
      folder.write(
        "tour.lua",
        Self.tour.replacingOccurrences(of: #"hint = "h\1""#, with: #"hint = "h", image = { file = "\#(file)", alt = "x" }"#))
      let result = try TourhostBinary.run(["render", "tour.lua", "--out", "out-\(file)", "--no-png"], in: folder.url)
      #expect(result.status == 1)
      #expect(
        result.stderr.contains(
          "tour.lua:4: coachMarkViewsAt returned bad views for mark 1: body.image: image '\(file)' is \(pixels) pixels; a bubble's picture is at most 16777216 pixels (4096×4096)"
        ))
    }
  }

  @Test("a picture shown many times is embedded once; a bubble's pictures together are capped")
  func repeatedPicture() throws {
    let folder = TemporaryDirectory()
    folder.write("p.png", data: Self.png(width: 16, height: 16, padding: 200_000))
    folder.write(
      "tour.lua", Self.tour.replacingOccurrences(of: #"hint = "h\1""#, with: #"hint = ("![a](p.png) "):rep(300)"#))
    let result = try TourhostBinary.run(["render", "tour.lua", "--out", "out", "--no-png"], in: folder.url)
    #expect(result.status == 0)
    let svg = try #require(folder.read("out/001-mark-1.svg"))
    #expect(svg.utf8.count < 400_000)
    #expect(svg.components(separatedBy: "<use class=\"inline-image\"").count - 1 == 300)
    #expect(svg.components(separatedBy: "<symbol id=\"picture-1\"").count - 1 == 1)
    // Nine distinct pictures of 2 MB each are more than a bubble holds.
    var hint = ""
    for index in 1...9 {
      folder.write("p\(index).png", data: Self.png(width: 16, height: 16, padding: 2_000_000 + index))
      hint += "![a](p\(index).png) "
    }
    folder.write("many.lua", Self.tour.replacingOccurrences(of: #"hint = "h\1""#, with: "hint = \"\(hint)\""))
    let many = try TourhostBinary.run(["render", "many.lua", "--out", "many", "--no-png"], in: folder.url)
    #expect(many.status == 1)
    #expect(many.stderr.contains("a bubble's pictures take at most 16777216"))
  }

  @Test("tour.t stops filling placeholders once the text is longer than any mark shows")
  func manyPlaceholders() throws {
    let folder = TemporaryDirectory()
    let format = String(repeating: "%1$@", count: 10_000)
    folder.write(
      "L.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(format)"}}}}}}"#)
    folder.write(
      "tour.lua",
      Self.tour.replacingOccurrences(of: #"hint = "h\1""#, with: #"hint = tour.t("k", ("x"):rep(1000))"#)
        .replacingOccurrences(of: #"id = "t","#, with: #"id = "t", strings = "L.xcstrings","#))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        #"tour.lua:4: bad argument #1 to 't' ('k': the filled text passes 400000 bytes, more than any text a mark shows)"#))
  }
}
