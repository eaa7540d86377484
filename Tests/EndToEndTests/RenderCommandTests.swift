import Foundation
import TestSupport
import Testing
import TourRender

/// `tourhost render` as a user runs it: the files it writes, what it says, how it exits.
@Suite("tourhost render")
struct RenderCommandTests {
  /// The files in `folder`, sorted.
  func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// The width and height of a PNG, read from its header; nil when the file is not a PNG.
  func pngSize(_ url: URL) throws -> [UInt32]? {
    let data = try Data(contentsOf: url)
    guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    let bigEndian = { (offset: Int) in data[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
    return [bigEndian(16), bigEndian(20)]
  }

  @Test("one picture per mark and per instant, in order, with PNGs and the trace")
  func picturesAndTrace() throws {
    let folder = TemporaryDirectory()
    let out = folder.url.appendingPathComponent("pictures")
    let result = try TourhostBinary.run(["render", "scripts/examples/animations.lua", "--out", out.path, "--at", "0.45", "2.1"])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "tourhost: 5 pictures in \(out.path)\n")
    #expect(
      try files(in: out) == [
        "001-at-0.450s.png", "001-at-0.450s.svg", "002-mark-1.png", "002-mark-1.svg", "003-mark-2.png", "003-mark-2.svg",
        "004-at-2.100s.png", "004-at-2.100s.svg", "005-mark-3.png", "005-mark-3.svg", "trace.jsonl",
      ])
    // The screen is 390 × 844 points; PNGs are drawn at two pixels per point.
    #expect(try pngSize(out.appendingPathComponent("002-mark-1.png")) == [780, 1688])
    let svg = try String(contentsOf: out.appendingPathComponent("002-mark-1.svg"), encoding: .utf8)
    #expect(
      svg.hasPrefix(
        #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="390" height="844" viewBox="0 0 390 844">"#))
    #expect(svg.contains(">Recipes you saved.</text>"))
    // At 0.45 s the mark is 0.05 s into its 0.5 s ease-out appearance (delayed by 0.1 s):
    // faint, and still 25.19 points below its place.
    let early = try String(contentsOf: out.appendingPathComponent("001-at-0.450s.svg"), encoding: .utf8)
    #expect(
      early.contains(
        #"<g id="mark-1" role="dialog" aria-modal="true" aria-label="Recipes you saved." opacity="0.161" transform="translate(195 157.58) rotate(0) scale(1 1) translate(-195 -132.39)">"#
      ))
    // The trace is the one `run --headless --autoplay` writes.
    let trace = try String(contentsOf: out.appendingPathComponent("trace.jsonl"), encoding: .utf8)
    let run = try TourhostBinary.run(["run", "scripts/examples/animations.lua", "--headless", "--autoplay"])
    #expect(trace == run.stdout)
  }

  @Test("the run's warnings are on standard error, each once, after the pictures")
  func warnings() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 2, #"skipView = { title = "Skip" }, stopLater = function(ctl) ctl:stop(false, true) end,"#))
    folder.write("taps.txt", "call stopLater\n")
    let result = try TourhostBinary.run(["render", "tour.lua", "--out", "out", "--no-png", "--input", "taps.txt"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == """
        tourhost: 1 picture in out
        tourhost: warning: tour.lua:17: ctl:stop takes one argument (immediately); to end the tour as skipped, as Instructions' emulatingSkip does, call ctl:skip()

        """)
  }

  @Test("--no-png writes SVGs only; --png-scale sets the pixels per point")
  func pngOptions() throws {
    let folder = TemporaryDirectory()
    let svgOnly = try TourhostBinary.run(
      ["render", TourhostBinary.packageRoot.appendingPathComponent("scripts/examples/welcome.lua").path, "--out", "a", "--no-png"],
      in: folder.url)
    #expect(svgOnly.status == 0)
    #expect(
      try files(in: folder.url.appendingPathComponent("a")) == [
        "001-mark-1.svg", "002-mark-2.svg", "003-mark-3.svg", "004-mark-4.svg", "005-mark-5.svg", "trace.jsonl",
      ])
    let scaled = try TourhostBinary.run(
      ["render", TourhostBinary.packageRoot.appendingPathComponent("scripts/examples/welcome.lua").path, "--out", "b", "--png-scale", "1"],
      in: folder.url)
    #expect(scaled.status == 0)
    // The shop screen is 393 × 852 points.
    #expect(try pngSize(folder.url.appendingPathComponent("b/001-mark-1.png")) == [393, 852])
  }

  @Test("an instant after the end pictures the app alone")
  func afterTheEnd() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, ""))
    let result = try TourhostBinary.run(["render", "tour.lua", "--out", "out", "--no-png", "--at", "99"], in: folder.url)
    #expect(result.status == 0)
    #expect(try files(in: folder.url.appendingPathComponent("out")) == ["001-mark-1.svg", "002-at-99.000s.svg", "trace.jsonl"])
    let late = try String(contentsOf: folder.url.appendingPathComponent("out/002-at-99.000s.svg"), encoding: .utf8)
    let shown = try String(contentsOf: folder.url.appendingPathComponent("out/001-mark-1.svg"), encoding: .utf8)
    #expect(shown.contains(#"<g id="tour">"#))
    #expect(!late.contains(#"<g id="tour">"#))
  }

  @Test("the screen's picture is copied beside the SVGs that show it")
  func screenImage() throws {
    let folder = TemporaryDirectory()
    folder.write("shots/home.png", "not really a PNG")
    // A later `screen` field replaces the one ScriptRun.tour writes.
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 1, #"screen = { width = 100, height = 200, image = "shots/home.png", views = { { id = "a", frame = { 10, 10, 20, 20 } } } },"#))
    let result = try TourhostBinary.run(["render", "tour.lua", "--out", "out", "--no-png"], in: folder.url)
    #expect(result.status == 0)
    #expect(try String(contentsOf: folder.url.appendingPathComponent("out/shots/home.png"), encoding: .utf8) == "not really a PNG")
    let svg = try String(contentsOf: folder.url.appendingPathComponent("out/001-mark-1.svg"), encoding: .utf8)
    #expect(svg.contains(#"<image href="shots/home.png" xlink:href="shots/home.png" width="100" height="200" preserveAspectRatio="none"/>"#))
  }

  @Test("bad arguments and bad scripts: one message, the exit status says which")
  func refusals() throws {
    let folder = TemporaryDirectory()
    let missing = try TourhostBinary.run(["render", "nope.lua", "--out", "out"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: nope.lua: cannot read the script (no such file)\n")
    let negative = try TourhostBinary.run(["render", "nope.lua", "--out", "out", "--at=-1"], in: folder.url)
    #expect(negative.status == 2)
    #expect(negative.stderr.hasPrefix("Error: --at instants must be 0 or more seconds\n"))
    let scale = try TourhostBinary.run(["render", "nope.lua", "--out", "out", "--png-scale", "0"], in: folder.url)
    #expect(scale.status == 2)
    #expect(scale.stderr.hasPrefix("Error: --png-scale must be more than 0 and at most 8, got 0\n"))
    folder.write("tour.lua", ScriptRun.tour(marks: 1, ""))
    let input = try TourhostBinary.run(["render", "tour.lua", "--out", "out", "--input", "-"], in: folder.url, input: "next\nbogus\n")
    #expect(input.status == 2)
    #expect(
      input.stderr
        == "tourhost: <stdin>:2: unknown command 'bogus'; commands: next, overlay, cutout, skip, back, close, action, link, tap, wait, previous, call, resize, press, navigate, event, add, remove, set\n"
    )
  }

  @Test("press holds a finger on the mark: drawn highlighted until the next command")
  func press() throws {
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run(
      ["render", "scripts/examples/welcome.lua", "--out", folder.url.path, "--no-png", "--input", "-", "--at", "1"],
      input: "press\nwait 1\nnext\npress\nskip\n")
    #expect(result.status == 0)
    #expect(try files(in: folder.url) == ["001-mark-1.svg", "002-at-1.000s.svg", "003-mark-2.svg", "trace.jsonl"])
    let shown = try String(contentsOf: folder.url.appendingPathComponent("001-mark-1.svg"), encoding: .utf8)
    let pressed = try String(contentsOf: folder.url.appendingPathComponent("002-at-1.000s.svg"), encoding: .utf8)
    // Instructions' highlighted fill (light): #F2F2F2, for the body and the arrow.
    #expect(shown.contains(##"<rect x="50.42" y="173" width="292.16" height="36.79" rx="7.5" fill="#FFFFFF"/>"##))
    #expect(pressed.contains(##"<rect x="50.42" y="173" width="292.16" height="36.79" rx="7.5" fill="#F2F2F2"/>"##))
    #expect(pressed.contains(##"<polygon points="190,174 196.5,166 203,174" fill="#F2F2F2"/>"##))
    // `next` after `press` is the tap that lifts the finger: mark 2 shows, not highlighted.
    let second = try String(contentsOf: folder.url.appendingPathComponent("003-mark-2.svg"), encoding: .utf8)
    #expect(!second.contains("#F2F2F2"))
  }
}

/// `render --sheet` and `--video`: what a reviewer who does not run tourhost gets.
@Suite("tourhost render: a contact sheet and a video")
struct ReviewMediaTests {
  @Test("--sheet: every mark on one PNG, four a row; --video: the run at 30 frames a second, each mark held 1.5 s")
  func sheetAndVideo() throws {
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run([
      "render", "scripts/examples/welcome.lua", "--out", folder.url.path, "--no-png", "--sheet", folder.url.appendingPathComponent("sheet.png").path,
      "--video", folder.url.appendingPathComponent("tour.mp4").path,
    ])
    #expect(result.status == 0)
    #expect(result.stderr.contains("tourhost: 5 marks on the sheet "))
    let sheet = try PNGImage(Data(contentsOf: folder.url.appendingPathComponent("sheet.png")))
    // Four columns of 300 points and 24 between and around them; the configuration's caption
    // (30), then two rows, each tile 650.38 high with two lines of caption under it (64).
    #expect(sheet.width == 1320 && sheet.height == 1482)
    let video = try Data(contentsOf: folder.url.appendingPathComponent("tour.mp4"))
    #expect(video.count > 10_000)
    #expect(String(decoding: video[4..<8], as: UTF8.self) == "ftyp")
    let frames = try #require(result.stderr.split(separator: "\n").first { $0.contains(" frames (30 a second) in ") })
    // Five marks held 1.5 s each, the fades between them, and the tour's end: 11.1 s.
    #expect(frames.hasPrefix("tourhost: 334 frames"))
    let probe = try TourhostBinary.run(
      [
        "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0",
        folder.url.appendingPathComponent("tour.mp4").path,
      ],
      executable: URL(fileURLWithPath: "/usr/bin/ffprobe"))
    // At --png-scale's 2 pixels a point, as the PNGs are: the 393×852 screen is 786×1704.
    #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "786,1704,334")
  }

  @Test("a contact sheet over a captured screen draws the screen in every tile, one row a configuration")
  func sheetOverCapture() throws {
    let folder = TemporaryDirectory()
    let sheetPath = folder.url.appendingPathComponent("sheet.png").path
    let result = try TourhostBinary.run([
      "render", "scripts/examples/captured.lua", "--out", folder.url.path, "--no-png", "--sheet", sheetPath,
      "--sheet-row", "device=iphone-se,text-size=AX5",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("tourhost: 6 marks on the sheet "))
    let sheet = try PNGImage(Data(contentsOf: URL(fileURLWithPath: sheetPath)))
    // Three columns; two configurations, each a caption (30) and a row of tiles 300 wide
    // (649.23 high for 390×844, 533.6 for the iPhone SE's 375×667) with their captions (64).
    #expect(sheet.width == 996 && sheet.height == 1394, "\(sheet.width)×\(sheet.height)")
    // The page's green header under the overlay, in the first tile of each row (a grey tile
    // before: the sheet drew the screens without their picture).
    for y in [24 + 30 + 12, 24 + 30 + 649 + 64 + 30 + 12] {
      let (r, g, b, _) = sheet.pixel(40, y)
      #expect(Int(g) > Int(r) + 20 && Int(g) > Int(b) + 5, "(\(r), \(g), \(b)) at y \(y)")
    }
  }

  @Test("a video over a captured screen draws the screen in its frames")
  func videoOverCapture() throws {
    let folder = TemporaryDirectory()
    let video = folder.url.appendingPathComponent("tour.mp4").path
    let result = try TourhostBinary.run(["render", "scripts/examples/captured.lua", "--out", folder.url.path, "--no-png", "--video", video])
    #expect(result.status == 0, "\(result.stderr)")
    let frame = folder.url.appendingPathComponent("frame.png").path
    let ffmpeg = Process()
    ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    ffmpeg.arguments = ["ffmpeg", "-v", "error", "-ss", "1.0", "-i", video, "-frames:v", "1", frame]
    try ffmpeg.run()
    ffmpeg.waitUntilExit()
    let picture = try PNGImage(Data(contentsOf: URL(fileURLWithPath: frame)))
    // The page's green header under the overlay (grey before: ffmpeg's librsvg found no picture).
    let (r, g, b, _) = picture.pixel(40, 60)
    #expect(Int(g) > Int(r) + 20 && Int(g) > Int(b) + 5, "(\(r), \(g), \(b))")
  }

  @Test("a captured screen shown on another device is drawn at its own size, with one warning")
  func captureNotStretched() throws {
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run([
      "render", "scripts/examples/captured.lua", "--out", folder.url.path, "--no-png", "--device", "iphone-se",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOf: folder.url.appendingPathComponent("001-mark-1.svg"), encoding: .utf8)
    #expect(svg.contains(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="375" height="667""#))
    #expect(svg.contains(#"<image href="captures/shop.png" xlink:href="captures/shop.png" width="390" height="844" preserveAspectRatio="none"/>"#))
    let trace = try String(contentsOf: folder.url.appendingPathComponent("trace.jsonl"), encoding: .utf8)
    let warnings = trace.split(separator: "\n").filter { $0.contains("was captured at") }
    #expect(
      warnings == [
        #"{"t":0.6,"event":"warning","message":"the screen's picture 'captures/shop.png' was captured at 390×844 and is shown on a 375×667 screen: it is drawn at its own size, not stretched, and the views may not be where it shows them; capture the screen on this device"}"#
      ])
  }

  @Test("a --sheet-row with an unknown setting, or without --sheet, is refused")
  func sheetRowErrors() throws {
    let folder = TemporaryDirectory()
    let unknown = try TourhostBinary.run([
      "render", "scripts/examples/welcome.lua", "--out", folder.url.path, "--sheet", folder.url.appendingPathComponent("s.png").path,
      "--sheet-row", "devise=iphone-se",
    ])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains(
        "--sheet-row: unknown setting 'devise' (did you mean 'device'?); names: device, orientation, text-size, locale, appearance"))
    let alone = try TourhostBinary.run(["render", "scripts/examples/welcome.lua", "--out", folder.url.path, "--sheet-row", "text-size=AX5"])
    #expect(alone.status == 2)
    #expect(alone.stderr.contains("--sheet-row adds rows to the contact sheet: give --sheet FILE.png too"))
  }
}
