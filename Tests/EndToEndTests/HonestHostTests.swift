import Foundation
import TestSupport
import Testing

/// What a fresh-eyes test found in the command line, each through the built binary:
/// traces that cannot be written, tours that stall, renders of `once` tours, `tourhost state`
/// on what is not there, pictures outside the script's folder, files as editors save them.
@Suite("An honest host")
struct HonestHostTests {
  let tour = ScriptRun.tour(marks: 2)

  @Test("a trace that cannot be written is one line on standard error and status 2, never a crash")
  func unwritableTrace() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let full = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--trace", "/dev/full"], in: folder.url)
    #expect(full.status == 2)
    #expect(full.stderr == "tourhost: cannot write the trace to /dev/full: no space left on device\n")
    let standardOutput = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url, outputPath: "/dev/full")
    #expect(standardOutput.status == 2)
    #expect(standardOutput.stderr == "tourhost: cannot write the trace to standard output: no space left on device\n")
    let proc = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--trace", "/proc/version"], in: folder.url)
    #expect(proc.status == 2)
    #expect(proc.stderr.hasPrefix("tourhost: cannot write the trace to /proc/version: "))
    #expect(proc.stderr.split(separator: "\n").count == 1)
    let missing = try TourhostBinary.run(["run", "tour.lua", "--headless", "--trace", "no/such/trace.jsonl"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: cannot write the trace to no/such/trace.jsonl: no such file or directory\n")
    // Watching, the run stops at the first write that fails.
    let watching = try TourhostBinary.run(
      ["run", "tour.lua", "--headless", "--watch", "--trace", "/dev/full"], in: folder.url, input: "next\nnext\n")
    #expect(watching.status == 2)
    #expect(watching.stderr == "tourhost: cannot write the trace to /dev/full: no space left on device\n")
  }

  @Test("render into a folder that cannot be made, and state to a full standard output")
  func otherOutputs() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    folder.write("file", "not a folder")
    let render = try TourhostBinary.run(["render", "tour.lua", "--out", "file/pictures", "--no-png"], in: folder.url)
    #expect(render.status == 2)
    #expect(render.stderr == "tourhost: cannot create the folder file/pictures: not a directory\n")
    let trace = try TourhostBinary.run(["render", "tour.lua", "--out", "/dev/full", "--no-png"], in: folder.url)
    #expect(trace.status == 2)
    #expect(trace.stderr == "tourhost: cannot create the folder /dev/full: not a directory\n")
    _ = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--state", "p.sqlite"], in: folder.url)
    let list = try TourhostBinary.run(["state", "list", "--state", "p.sqlite"], in: folder.url, outputPath: "/dev/full")
    #expect(list.status == 2)
    #expect(list.stderr == "tourhost: cannot write to standard output: no space left on device\n")
  }

  @Test("a tour that stalls fails with a warning that says what still waits")
  func stalls() throws {
    let folder = TemporaryDirectory()
    func run(_ hook: String, _ arguments: [String] = ["--autoplay"]) throws -> TourhostBinary.Result {
      folder.write("tour.lua", ScriptRun.tour(marks: 2, "willShow = function(ctl, mark, index)\n\(hook)\nend,"))
      return try TourhostBinary.run(["run", "tour.lua", "--headless"] + arguments, in: folder.url)
    }
    func warnings(_ result: TourhostBinary.Result) -> [String] { result.lines.filter { $0.contains(#""event":"warning""#) } }
    let waits = try run("if index == 1 then tour.wait(75) end")
    #expect(waits.status == 1)
    #expect(
      warnings(waits) == [
        #"{"t":60,"event":"warning","message":"settling stopped after 60 s: willShow of mark 1 is waiting in tour.wait(75)"}"#
      ])
    #expect(!waits.stdout.contains(#""event":"end""#))
    let forever = try run("if index == 1 then tour.wait(1e6) end")
    #expect(forever.status == 1)
    #expect(
      warnings(forever) == [
        #"{"t":60,"event":"warning","message":"settling stopped after 60 s: willShow of mark 1 is waiting in tour.wait(1000000)"}"#
      ])
    let paused = try run("if index == 2 then ctl.flow:pause() end")
    #expect(paused.status == 1)
    #expect(
      warnings(paused) == [
        #"{"t":0.9,"event":"warning","message":"the flow is paused in willShow of mark 2 and nothing will resume it"}"#
      ])
    // Without --autoplay, a hook still waiting when the input ends fails the run too.
    let input = try run("if index == 1 then tour.wait(75) end", ["--input", "-"])
    #expect(input.status == 1)
    #expect(warnings(input).count == 1)
    // A wait within the cap is fine, and so is a pause that a callback ends.
    #expect(try run("tour.wait(50)").status == 0)
    #expect(try run("ctl.flow:pause(); tour.after(30, function(ctl) ctl.flow:resume() end)").status == 0)
  }

  @Test("autoplay waits out a view that never comes, and says where a screen nobody shows stops it")
  func autoplayWaits() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return {
        screens = { home = { width = 320, height = 480, views = { { id = "a", frame = { 10, 10, 50, 50 } } } },
                    cart = { width = 320, height = 480, views = { { id = "b", frame = { 10, 100, 50, 50 } } } } },
        startScreen = "home",
        numberOfCoachMarks = 3,
        coachMarkAt = function(ctl, index)
          if index == 1 then return ctl.helper:makeCoachMark { view = "late", wait = 2 } end
          if index == 2 then return ctl.helper:makeCoachMark { view = "a" } end
          return ctl.helper:makeCoachMark { screen = "cart", view = "b" }
        end,
      }
      """)
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.lines.contains(#"{"t":2.3,"event":"missingView","index":1,"view":"late","onMissing":"skip"}"#))
    #expect(result.lines.last == #"{"t":2.9,"event":"warning","message":"mark 3 waits for the screen 'cart' and nothing will show it"}"#)
  }

  @Test("tour.after(0) rescheduling itself ends the run with an error at its line, and the trace so far is written (H5)")
  func afterChainEnds() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, "didShow = function() local function f() tour.after(0, f) end f() end,"))
    let run = try LiveProcess(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    defer { run.kill() }  // on an older build it never ends
    #expect(run.waitForExit(timeout: 60) == 1)
    #expect(run.lines.first == #"{"t":0,"event":"start","count":1}"#)
    #expect(run.lines.contains { $0.contains(#""event":"error","message":"tour.lua:"#) && $0.contains("without the clock moving") })
  }

  @Test("a script's escape sequences never reach a terminal or a text report raw: check's text, GitHub and JUnit, standard error, the live log (H17)")
  func noEscapes() throws {
    let folder = TemporaryDirectory()
    // OSC 52 (writes the clipboard) and "clear the screen", in a hint and in an error.
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 1,
        #"""
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "x\27]52;c;aGk=\7y\27[2J", next = "OK" } end,
        willShow = function() error("bad\27[2Jthing") end,
        """#))
    folder.write("broken.lua", #"error('\27[2J')"#)
    func raw(_ text: String) -> Bool { text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } }
    for format in ["text", "github", "junit"] {
      let check = try TourhostBinary.run(["check", "tour.lua", "--devices", "iphone", "--text-sizes", "L", "--format", format], in: folder.url)
      #expect(!check.stdout.isEmpty && !raw(check.stdout), "\(format)")
    }
    let text = try TourhostBinary.run(["check", "tour.lua", "--devices", "iphone", "--text-sizes", "L", "--locales", "source"], in: folder.url)
    #expect(text.stdout.contains("error: tour.lua:18: bad\u{241B}[2Jthing [script-error]"))
    let load = try TourhostBinary.run(["run", "broken.lua", "--headless"], in: folder.url)
    #expect(load.status == 2 && load.stderr == "tourhost: broken.lua:1: \u{241B}[2J\n")
    let live = try LiveProcess(["run", "tour.lua", "--no-preview"], in: folder.url)
    defer { live.kill() }
    #expect(live.waitForLine(timeout: 10) { $0.contains("announce") || $0.contains("didShow") } != nil)
    #expect(!raw(live.lines.joined(separator: "\n")))
  }

  @Test("a headless run keeps no progress without --state: a once tour's test gives the same trace every time")
  func headlessIsHermetic() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, "once = true,"))
    let state = folder.url.appendingPathComponent("state").path
    var traces: [[String]] = []
    for _ in 1...2 {
      let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url, environment: ["XDG_STATE_HOME": state])
      #expect(result.status == 0)
      traces.append(result.lines)
    }
    #expect(traces[0] == traces[1])
    #expect(traces[0].first == #"{"t":0,"event":"start","count":1}"#)
    #expect(!FileManager.default.fileExists(atPath: state))
    // With --state, the second run remembers the first.
    for expected in [#"{"t":0,"event":"start","count":1}"#, #"{"t":0,"event":"ineligible","reason":"once: it was completed"}"#] {
      let run = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--state", "p.sqlite"], in: folder.url)
      #expect(run.lines.first == expected)
    }
  }

  @Test("render keeps no progress without --state, and says why it drew nothing")
  func renderOnce() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 2, "once = true,"))
    let state = folder.url.appendingPathComponent("state").path
    for _ in 1...2 {
      let result = try TourhostBinary.run(["render", "tour.lua", "--out", "out", "--no-png"], in: folder.url, environment: ["XDG_STATE_HOME": state])
      #expect(result.status == 0)
      #expect(result.stderr == "tourhost: 2 pictures in out\n")
    }
    #expect(!FileManager.default.fileExists(atPath: state))
    let first = try TourhostBinary.run(["render", "tour.lua", "--out", "a", "--no-png", "--state", "p.sqlite"], in: folder.url)
    #expect(first.status == 0)
    let second = try TourhostBinary.run(["render", "tour.lua", "--out", "b", "--no-png", "--state", "p.sqlite"], in: folder.url)
    #expect(second.status == 1)
    #expect(
      second.stderr == """
        tourhost: 0 pictures in b
        tourhost: nothing to draw: the tour did not start (once: it was completed)

        """)
  }

  @Test("tourhost state creates nothing where it only reads")
  func stateReadsOnly() throws {
    let folder = TemporaryDirectory()
    let list = try TourhostBinary.run(["state", "list", "--state", "no/such/dir/p.sqlite"], in: folder.url)
    #expect(list.status == 2)
    #expect(list.stdout == "")
    #expect(list.stderr == "tourhost: no progress database at no/such/dir/p.sqlite\n")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("no").path))
    let reset = try TourhostBinary.run(["state", "reset", "--all", "--state", "p.sqlite"], in: folder.url)
    #expect(reset.status == 2)
    #expect(reset.stderr == "tourhost: no progress database at p.sqlite\n")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("p.sqlite").path))
    folder.write("tour.lua", ScriptRun.tour(marks: 2, "once = true,"))
    _ = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--state", "p.sqlite"], in: folder.url)
    let show = try TourhostBinary.run(["state", "show", "nope", "--state", "p.sqlite"], in: folder.url)
    #expect(show.status == 1)
    #expect(show.stderr == "tourhost: no tour 'nope' is remembered (it has not shown); with --app APP.lua, its rules and what is counted for them\n")
    let forget = try TourhostBinary.run(["state", "reset", "nope", "--state", "p.sqlite"], in: folder.url)
    #expect(forget.status == 1)
    #expect(forget.stderr == "tourhost: no tour 'nope' is remembered (it has not shown)\n")
    let known = try TourhostBinary.run(["state", "show", "tour", "--state", "p.sqlite"], in: folder.url)
    #expect(known.status == 0)
    #expect(known.stdout.hasPrefix("tour: tour\nstate: completed\n"))
    folder.write("bad.sqlite", "not a database")
    let bad = try TourhostBinary.run(["state", "list", "--state", "bad.sqlite"], in: folder.url)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("tourhost: bad.sqlite: cannot open the progress database"))
  }

  @Test("screen.image follows the rules of screen files")
  func screenImage() throws {
    let folder = TemporaryDirectory()
    func load(_ image: String) throws -> TourhostBinary.Result {
      folder.write(
        "tour.lua",
        "return {\n  screen = { width = 320, height = 480, image = \(image) },\n  numberOfCoachMarks = 1,\n  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark {} end,\n}\n"
      )
      return try TourhostBinary.run(["render", "tour.lua", "--out", "out", "--no-png"], in: folder.url)
    }
    let passwd = try load(#""/etc/passwd""#)
    #expect(passwd.status == 2)
    #expect(
      passwd.stderr
        == "tourhost: tour.lua:2: screen.image: '/etc/passwd' is outside the script's folder; pictures are found beside the script or below it\n")
    let up = try load(#""../secret.png""#)
    #expect(
      up.stderr
        == "tourhost: tour.lua:2: screen.image: '../secret.png' is outside the script's folder; pictures are found beside the script or below it\n")
    let missing = try load(#""shots/home.png""#)
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: tour.lua:2: screen.image: cannot read the picture 'shots/home.png' (no such file)\n")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/etc").path))
    folder.write("shots/home.png", "a picture")
    let found = try load(#""shots/home.png""#)
    #expect(found.status == 0)
    #expect(try String(contentsOf: folder.url.appendingPathComponent("out/shots/home.png"), encoding: .utf8) == "a picture")
  }

  @Test("scripts and modules saved with a byte-order mark or a #! line load, with their line numbers")
  func editorFiles() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      "\u{FEFF}local hints = require \"hints\"\nreturn {\n  numberOfCoachMarks = 1,\n  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { veiw = 1 } end,\n}\n"
    )
    folder.write("hints.lua", "#!/usr/bin/env lua\nreturn { first = \"Hi\" }\n")
    let bom = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(bom.status == 1)
    #expect(bom.stdout.contains(#""message":"tour.lua:4: bad argument #1 to 'makeCoachMark' (unknown option 'veiw'; did you mean 'view'?"#))
    folder.write(
      "tour.lua", "#!/usr/bin/env tourhost run\nreturn {\n  numberOfCoachMarks = 1,\n  coachMarkAt = function(ctl) error(\"line 4\") end,\n}\n")
    let shebang = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(shebang.stdout.contains(#""message":"tour.lua:4: line 4""#))
    folder.write("hints.lua", "\u{FEFF}#!/usr/bin/env lua\nreturn {\n  first = 1 +\n}\n")
    folder.write("tour.lua", "local hints = require \"hints\"\nreturn { numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }\n")
    let module = try TourhostBinary.run(["run", "tour.lua", "--headless"], in: folder.url)
    #expect(module.status == 2)
    #expect(module.stderr.hasPrefix("tourhost: hints.lua:4: unexpected symbol near '}'"))
  }
}

/// Every file a tour reads comes through one door: inside the script's real folder, a regular
/// file, capped by kind (H3, H11).
@Suite("One door for a tour's files")
struct TourFileDoorTests {
  static let marks = """
    numberOfCoachMarks = 1,
    coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { frame = { 10, 10, 50, 50 } } end,
    """

  /// A tour folder beside an `outside` folder, and links from one to the other.
  func folders() throws -> (TemporaryDirectory, URL) {
    let root = TemporaryDirectory()
    root.write("outside/app.xcstrings", #"{ "sourceLanguage": "en", "strings": { "secret": {} } }"#)
    root.write("outside/strings.xml", "<resources><string name=\"secret\">outside</string></resources>")
    root.write("outside/en.lua", "return { secret = 'outside' }")
    root.write("outside/mod.lua", "return 'outside'")
    root.write("outside/home.xml", "<hierarchy rotation=\"0\"><node bounds=\"[0,0][1080,2400]\" resource-id=\"root\"/></hierarchy>")
    root.write("outside/values/strings.xml", "<resources><string name=\"secret\">outside</string></resources>")
    return (root, root.url.appendingPathComponent("tour"))
  }

  func link(_ name: String, to target: String, in tour: URL) throws {
    let url = tour.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  @Test(
    "links out of the tour's folder are refused, whatever reads them: one message naming the file, status 2",
    arguments: [
      ("Localizable.xcstrings", "../outside/app.xcstrings", #"strings = "Localizable.xcstrings","#, "strings: cannot read 'Localizable.xcstrings'"),
      ("res/values/strings.xml", "../../../outside/strings.xml", #"strings = "res","#, "tour.lua:2: res: cannot read 'res/values/strings.xml'"),
      ("res", "../outside", #"strings = "res","#, "strings: cannot read 'res'"),
      ("lang/en.lua", "../../outside/en.lua", #"strings = "lang","#, "tour.lua:2: lang/en.lua: cannot read the file"),
      ("home.xml", "../outside/home.xml", #"screen = "home.xml","#, "screen: cannot read the screen file 'home.xml'"),
      (
        "mod.lua", "../outside/mod.lua", #"screen = { width = 390, height = 844, views = {} }, x = require("mod"),"#,
        "module 'mod': cannot read 'mod.lua'"
      ),
    ])
  func linksOut(_ item: (String, String, String, String)) throws {
    let (root, tour) = try folders()
    try link(item.0, to: item.1, in: tour)
    root.write("tour/tour.lua", "return {\n  \(item.2)\n" + Self.marks + "}")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: tour)
    #expect(result.status == 2, "\(result.stdout)")
    #expect(result.stderr.contains(item.3) && result.stderr.contains("it leads outside the script's folder, to "), "\(result.stderr)")
    #expect(!result.stdout.contains("outside") && !result.stderr.contains("'outside'"))
  }

  @Test("the screen's picture: a link out, a FIFO, and a file over 64 MiB are refused at once")
  func pictures() throws {
    let (root, tour) = try folders()
    try link("zero.png", to: "/dev/zero", in: tour)
    #expect(mkfifo(tour.appendingPathComponent("pipe.png").path, 0o644) == 0)
    let huge = tour.appendingPathComponent("huge.png")
    #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
    #expect(truncate(huge.path, 65 << 20) == 0)
    for (name, reason) in [
      ("zero.png", "it leads outside the script's folder, to /dev/zero"), ("pipe.png", "it is a FIFO"),
      ("huge.png", "it is 68157440 bytes; a picture is read up to 67108864 bytes"),
    ] {
      root.write("tour/tour.lua", "return {\n  screen = { width = 390, height = 844, image = \"\(name)\", views = {} },\n" + Self.marks + "}")
      let started = Date()
      let result = try TourhostBinary.run(["render", "tour.lua", "--out", "pictures", "--no-png"], in: tour)
      #expect(result.status == 2)
      #expect(result.stderr == "tourhost: tour.lua:2: screen.image: cannot read the picture '\(name)' (\(reason))\n")
      #expect(Date().timeIntervalSince(started) < 10)
    }
  }
}

extension TourFileDoorTests {
  @Test("a module over 16 MiB and a strings file over 64 MiB are refused with their kind's cap")
  func capsByKind() throws {
    let (root, tour) = try folders()
    root.write("tour/tour.lua", "local big = require(\"big\")\nreturn {\n" + Self.marks + "}")
    let module = tour.appendingPathComponent("big.lua")
    #expect(FileManager.default.createFile(atPath: module.path, contents: nil))
    #expect(truncate(module.path, (16 << 20) + 1) == 0)
    let required = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: tour)
    #expect(required.status == 2)
    #expect(required.stderr.contains("(it is 16777217 bytes; a module is read up to 16777216 bytes)"), "\(required.stderr)")

    let catalog = tour.appendingPathComponent("Localizable.xcstrings")
    #expect(FileManager.default.createFile(atPath: catalog.path, contents: nil))
    #expect(truncate(catalog.path, (64 << 20) + 1) == 0)
    root.write("tour/tour.lua", "return {\n  strings = \"Localizable.xcstrings\",\n" + Self.marks + "}")
    let strings = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: tour)
    #expect(strings.status == 2)
    #expect(
      strings.stderr
        == "tourhost: tour.lua:2: strings: cannot read 'Localizable.xcstrings' (it is 67108865 bytes; a strings file is read up to 67108864 bytes)\n")
  }
}

/// A one-mark tour with `fields` run headless with autoplay through the built binary: the
/// result, and the trace's first `error` line (nil when there is none).
private func autoplayed(_ fields: String) throws -> (result: TourhostBinary.Result, error: String?) {
  let folder = TemporaryDirectory()
  folder.write("tour.lua", ScriptRun.tour(marks: 1, fields))
  let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
  return (result, result.lines.first { $0.contains(#""event":"error""#) })
}

/// What one message and one run may put in the trace (H7).
@Suite("The trace's limits")
struct TraceLimitTests {
  @Test("a 20 MB error message is cut at 64 KiB, saying how long it was")
  func longMessage() throws {
    let (result, line) = try autoplayed(#"willShow = function() error(("E"):rep(20000000)) end,"#)
    #expect(result.status == 1)
    let error = try #require(line)
    #expect(error.utf8.count < 70_000)
    #expect(error.contains("… (20000013 characters)"))
  }

  @Test("a run that logs without end stops writing at 256 MiB, says so once, and fails")
  func endlessLog() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 1,
        """
        didShow = function() local line = ("L"):rep(60000) for _ = 1, 6000 do tour.log(line) end end,
        """))
    let started = Date()
    let result = try TourhostBinary.run(
      ["run", "tour.lua", "--headless", "--autoplay", "--trace", "trace.jsonl", "--time-limit", "0"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stderr == "tourhost: the trace reached 268435456 bytes, the most one run writes; the rest of the run was not written\n")
    #expect(Date().timeIntervalSince(started) < 60)
    let trace = try FileHandle(forReadingFrom: folder.url.appendingPathComponent("trace.jsonl"))
    defer { try? trace.close() }
    let size = try trace.seekToEnd()
    #expect(size <= UInt64(256 << 20) + 200)
    try trace.seek(toOffset: size - 200)
    let tail = String(decoding: try #require(try trace.readToEnd()), as: UTF8.self)
    #expect(
      tail.hasSuffix(#""event":"warning","message":"the trace reached 268435456 bytes, the most one run writes; nothing more is written"}"# + "\n"))
  }
}

/// What one mark's text may cost the host (H6).
@Suite("A mark's text")
struct MarkTextLimitTests {
  @Test("a hint over 10,000 characters is refused at its line, at once, and render says so")
  func longHint() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkViewsAt = function(ctl, i, mark)
          return ctl.helper:makeDefaultCoachViews { hint = ("\\u{202E}a "):rep(300000) }
        end,
        """))
    let started = Date()
    let result = try TourhostBinary.run(["render", "tour.lua", "--out", "pics", "--no-png"], in: folder.url)
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasSuffix(
        "(hint: a text of 900000 characters; a mark's text is at most 10000); every error is in pics/trace.jsonl\n"))
  }

  @Test("10,000 characters are drawn; 10,001 in a hint or a next label are refused")
  func atTheLimit() throws {
    let folder = TemporaryDirectory()
    for (field, status) in [("hint = ('a'):rep(10000)", 0), ("hint = ('a'):rep(10001)", 1), ("next = ('é'):rep(10001)", 1)] {
      folder.write(
        "tour.lua",
        ScriptRun.tour(
          marks: 1,
          """
          coachMarkViewsAt = function(ctl, i, mark) return ctl.helper:makeDefaultCoachViews { \(field) } end,
          """))
      let result = try TourhostBinary.run(["render", "tour.lua", "--out", "pics", "--no-png"], in: folder.url)
      #expect(result.status == Int32(status), "\(field)")
    }
  }
}

/// Pictures that cannot be made, and waits that cannot end (H8).
@Suite("Honest failures")
struct HonestFailureTests {
  @Test("a picture rsvg-convert cannot make fails the render, leaving no 0-byte PNG")
  func hugePicture() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1))
    folder.write("input.txt", "resize 1e9 1e9\nnext\n")
    let result = try TourhostBinary.run(["render", "tour.lua", "--out", "pics", "--input", "input.txt"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        tourhost: 002-mark-1-size.png: rsvg-convert failed: The resulting image would be larger than 32767 pixels on either dimension.
        tourhost: 2 pictures in pics

        """)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("pics").path).sorted()
    #expect(files == ["001-mark-1.png", "001-mark-1.svg", "002-mark-1-size.svg", "trace.jsonl"])
  }

  @Test(
    "an error inside a cutoutPath function keeps its message and line",
    arguments: [
      ("error('no path here')", "tour.lua:19: no path here"),
      ("while true do end", "tour.lua:19: instruction budget exceeded (10000000 instructions)"),
    ])
  func cutoutPathError(body: String, message: String) throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkAt = function(ctl, index)
          return ctl.helper:makeCoachMark { view = "a", cutoutPath = function(frame)
            \(body) end }
        end,
        """))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 1)
    let error = try #require(result.lines.first { $0.contains(#""event":"error""#) })
    #expect(error.contains(#""message":"\#(message)""#), "\(error)")
  }

  @Test("a 30 MB string error is said as itself, cut at 64 KiB")
  func hugeStringError() throws {
    let (result, line) = try autoplayed(#"didShow = function() error(("x"):rep(30000000)) end,"#)
    #expect(result.status == 1)
    let error = try #require(line)
    #expect(error.hasPrefix(#"{"t":0.6,"event":"error","message":"tour.lua:17: xxxxxxxx"#), "\(error.prefix(200))")
    #expect(error.contains("x… (30000013 characters)"))
  }

  @Test("a waiting hook's coroutine cannot be resumed or closed by another hook")
  func keptCoroutine() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 1,
        """
        didShow = function(ctl, i)
          local kept = coroutine.running()
          tour.after(0.1, function()
            tour.log(pcall(coroutine.resume, kept))
            tour.log(pcall(coroutine.close, kept))
            local co = coroutine.create(function() tour.wait(0.1) return 5 end)
            tour.log(coroutine.resume(co))
            tour.log(coroutine.wrap(function() return coroutine.resume(coroutine.running()) end)())
          end)
          tour.wait(1)
          tour.log("woke")
        end,
        """))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 0)
    let refused = "false\\tbad argument #1 to 'coroutine.%@' (a hook's coroutine is tourhost's: only the host resumes or closes it)"
    #expect(
      result.lines.filter { $0.contains(#""event":"log""#) || $0.contains(#""event":"error""#) } == [
        #"{"t":0.7,"event":"log","message":"\#(refused.replacingOccurrences(of: "%@", with: "resume"))"}"#,
        #"{"t":0.7,"event":"log","message":"\#(refused.replacingOccurrences(of: "%@", with: "close"))"}"#,
        #"{"t":0.8,"event":"log","message":"true\t5"}"#,
        #"{"t":0.8,"event":"log","message":"false\tcannot resume non-suspended coroutine"}"#,
        #"{"t":1.6,"event":"log","message":"woke"}"#,
      ])
  }

  @Test("waiting tour.after callbacks are charged to the script's memory, and given back when they run")
  func waitingCallbacks() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 1,
        """
        didShow = function(ctl, i)
          local function g() end
          local ok, problem = pcall(function() for n = 1, 3000000 do tour.after(1000, g) end end)
          tour.log(ok, (problem:gsub("%d+ tour.after", "N tour.after")))
          ctl:stop()
          tour.after(0.1, function() tour.log("the memory is back") end)
        end,
        """))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.lines.filter { $0.contains(#""event":"log""#) } == [
        #"{"t":0.6,"event":"log","message":"false\ttour.lua:19: memory limit exceeded (64 MiB): N tour.after callbacks are waiting"}"#,
        #"{"t":0.7,"event":"log","message":"the memory is back"}"#,
      ])
  }

  @Test(
    "tour.wait refuses NaN, infinities and 2e9 seconds, naming them",
    arguments: [
      ("0/0", "number must be finite, got nan"), ("1/0", "number must be finite, got inf"),
      ("math.huge", "number must be finite, got inf"), ("-1/0", "number must be finite, got -inf"),
      ("2e9", "number must lie within ±1e9, got 2000000000"), ("-1", "seconds must not be negative"),
    ])
  func waitForEver(seconds: String, message: String) throws {
    let (result, line) = try autoplayed("didShow = function() tour.wait(\(seconds)) end,")
    #expect(result.status == 1)
    let error = try #require(line)
    #expect(error.contains(#""message":"tour.lua:17: bad argument #1 to 'wait' (\#(message))""#), "\(error)")
  }
}

/// Progress that cannot be saved (H14).
@Suite("Progress not saved")
struct ProgressNotSavedTests {
  @Test("a database another reader holds: one warning, nothing of the run written, exit 1")
  func lockedByReader() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 2))
    let arguments = ["run", "tour.lua", "--headless", "--autoplay", "--state", "p.sqlite"]
    #expect(try TourhostBinary.run(arguments, in: folder.url).status == 0)
    let before = try TourhostBinary.run(["state", "list", "--state", "p.sqlite"], in: folder.url).stdout
    // Another process reads in a transaction (a SHARED lock): no commit can happen meanwhile.
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    reader.arguments = [
      "python3", "-c",
      """
      import sqlite3, sys
      c = sqlite3.connect("p.sqlite", isolation_level=None)
      c.execute("BEGIN"); c.execute("SELECT * FROM tour").fetchall()
      print("locked", flush=True); sys.stdin.read()
      """,
    ]
    reader.currentDirectoryURL = folder.url
    let said = Pipe()
    let told = Pipe()
    reader.standardOutput = said
    reader.standardInput = told
    try reader.run()
    defer {
      try? told.fileHandleForWriting.close()
      reader.waitUntilExit()
    }
    #expect(String(decoding: said.fileHandleForReading.readData(ofLength: 7), as: UTF8.self) == "locked\n")
    let result = try TourhostBinary.run(arguments, in: folder.url)
    try told.fileHandleForWriting.close()
    reader.waitUntilExit()
    let failure = "p.sqlite: cannot write progress (SQLite error 5: database is locked - while executing `COMMIT TRANSACTION`)"
    #expect(result.status == 1)
    #expect(result.stderr == "tourhost: the run's progress was not saved: \(failure); nothing after it was written\n")
    #expect(result.lines.filter { $0.contains(#""event":"warning""#) } == [#"{"t":0,"event":"warning","message":"\#(failure)"}"#])
    #expect(try TourhostBinary.run(["state", "list", "--state", "p.sqlite"], in: folder.url).stdout == before)
  }
}

/// XML of any shape read in linear time (H2).
@Suite("Crowded XML elements")
struct CrowdedXMLTests {
  static func attributes(_ count: Int) -> String { (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") }

  @Test("a string with 500,000 attributes is refused at its line, at once; 1,000 are read")
  func strings() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, #"strings = "res","#))
    // 999 attributes and its name: 1,000, the most.
    for (count, status) in [(500_000, 2), (999, 0)] {
      folder.write(
        "res/values/strings.xml", "<resources>\n<!-- a=1 b=2 -->\n<string name=\"hello\" \(Self.attributes(count))>Don't = 1</string>\n</resources>\n"
      )
      let started = Date()
      let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
      #expect(Date().timeIntervalSince(started) < 5)
      #expect(result.status == Int32(status))
      #expect(result.stderr == (status == 0 ? "" : "tourhost: tour.lua:17: res/values/strings.xml:3:1: an element with more than 1000 attributes\n"))
    }
  }

  @Test("a debugDescription nested 10,500 levels, and a dump of 100,001 nodes, are refused at their line")
  func deepAndWide() throws {
    let folder = TemporaryDirectory()
    var deep = "Attributes: Application, 0x1, pid: 1, label: 'Shop'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'Shop'\n"
    for level in 0..<10_500 {
      deep += String(repeating: " ", count: 4 + 2 * level) + (level == 0 ? "Window (Main)" : "Other") + ", 0x2, {{0.0, 0.0}, {393.0, 852.0}}\n"
    }
    folder.write("deep.txt", deep)
    let nodes = String(repeating: #"<node bounds="[0,0][10,10]" resource-id="n"/>"# + "\n", count: 100_000)
    folder.write("wide.xml", "<hierarchy rotation=\"0\">\n<node bounds=\"[0,0][1080,2400]\" resource-id=\"root\">\n\(nodes)</node></hierarchy>")
    folder.write("hex.xml", "<hierarchy rotation=\"0\">\n<node bounds=\"[0x10,0][20,20]\" resource-id=\"root\"/></hierarchy>")
    folder.write("wda.json", #"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": "children"}}"#)
    for (file, message) in [
      ("deep.txt", "deep.txt:258: elements nest deeper than 256 levels"),
      ("wide.xml", "wide.xml:100001:44: more than 100000 elements"),
      ("hex.xml", "hex.xml:2: bounds '[0x10,0][20,20]' is not [left,top][right,bottom]"),
      ("wda.json", "wda.json: Application: children must be a list, got a string"),
    ] {
      let result = try TourhostBinary.run(["screen", file], in: folder.url)
      #expect(result.status == 2)
      #expect(result.stderr == "tourhost: \(message)\n")
    }
  }

  @Test("a uiautomator dump with 300,000 attributes on one node is refused at once")
  func capture() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "capture.xml",
      #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<hierarchy rotation=\"0\">\n"
        + "<node bounds=\"[0,0][1080,2400]\" resource-id=\"root\" \(Self.attributes(300_000))/></hierarchy>")
    let started = Date()
    let result = try TourhostBinary.run(["screen", "capture.xml"], in: folder.url)
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(result.status == 2)
    #expect(result.stderr == "tourhost: capture.xml:3:1: an element with more than 1000 attributes\n")
  }
}

/// Strings files that say a thing twice (H4).
@Suite("Duplicate strings")
struct DuplicateStringsTests {
  @Test("a string defined twice in a values folder is refused, naming both places; a string and plurals may share a name")
  func twiceInStringsXML() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, #"strings = "res","#))
    folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <string name="hello">Hello</string>
        <string name="bye">Bye</string>
        <plurals name="bye"><item quantity="other">Byes</item></plurals>
      </resources>
      """)
    #expect(try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url).status == 0)
    folder.write("res/values/more.xml", "<resources>\n  <string name=\"hello\">Hi</string>\n</resources>\n")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 2)
    // The files of a values folder are read in name order: more.xml, then strings.xml.
    #expect(
      result.stderr == "tourhost: tour.lua:17: res/values/strings.xml:2: "
        + "<string name=\"hello\"> is defined twice (first at res/values/more.xml:2); aapt2 refuses duplicates\n")
  }
}
