import Foundation
import TestSupport
import Testing

/// Every example in scripts/examples, run by the built binary as its header says.
@Suite("Examples")
struct ExamplesTests {
  /// Runs an example with its input file (or --autoplay) and returns the trace lines whose
  /// event is in `events`, as "t event fields".
  func run(
    _ name: String, events: Set<String>, keys: [String] = ["index", "result", "handled", "view", "message", "skipped", "style"]
  ) throws -> (status: Int32, lines: [String]) {
    let input = "scripts/examples/\(name).input"
    let exists = FileManager.default.fileExists(atPath: TourhostBinary.packageRoot.appendingPathComponent(input).path)
    let arguments = ["run", "scripts/examples/\(name).lua", "--headless"] + (exists ? ["--input", input] : ["--autoplay"])
    let result = try TourhostBinary.run(arguments)
    #expect(result.stderr == "")
    let lines = result.lines.compactMap { line -> String? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let event = object["event"] as? String, events.contains(event)
      else { return nil }
      let t = object["t"] as! NSNumber
      var parts = ["\(t)", event]
      for key in keys {
        if let value = object[key] { parts.append("\(value)") }
      }
      return parts.joined(separator: " ")
    }
    return (result.status, lines)
  }

  @Test("captured: three marks over a captured web page, cut out where its elements are")
  func captured() throws {
    let result = try TourhostBinary.run(["run", "scripts/examples/captured.lua", "--headless", "--autoplay"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let cutouts = result.lines.filter { $0.contains("\"didShow\"") }.compactMap { line in
      line.range(of: #""cutout":\[[^\]]*\]"#, options: .regularExpression).map { String(line[$0]) }
    }
    #expect(cutouts == [#""cutout":[12,64,366,50]"#, #""cutout":[330,136,48,48]"#, #""cutout":[126,776,138,72]"#])
  }

  @Test("welcome: five marks over the shop screen, tapped through")
  func welcome() throws {
    let (status, lines) = try run("welcome", events: ["didShow", "end", "log", "error", "warning"])
    #expect(status == 0)
    #expect(
      lines == ["0.6 didShow 1", "1.2 didShow 2", "1.8 didShow 3", "2.4 didShow 4", "3 didShow 5", "3.6 end 0", "3.6 log the user finished the tour"])
  }

  @Test("pause_resume: the straight-down style and the callback style")
  func pauseResume() throws {
    let (status, lines) = try run("pause_resume", events: ["willShow", "didShow", "pause", "resume", "error"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.3 willShow 1", "0.6 didShow 1", "0.9 willShow 2", "0.9 pause hideNothing", "1.3 resume", "1.6 didShow 2",
        "1.9 willShow 3", "1.9 pause hideInstructions", "2.3 resume", "2.6 didShow 3",
      ])
  }

  @Test("skip_mark: the mark that does not apply is skipped both ways")
  func skipMark() throws {
    let (status, lines) = try run("skip_mark", events: ["willLoad", "end", "log"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.3 willLoad 1 1", "0.9 willLoad 2 0", "0.9 willLoad 3 1", "1.5 willLoad 2 0", "1.5 willLoad 1 1",
        "2.1 willLoad 2 0", "2.1 willLoad 3 1", "2.7 willLoad 4 1", "3.6 end 0", "3.6 log done, skipped: false",
      ])
  }

  @Test("pilot_from_code: a timer, calls from the app, jumps both ways")
  func pilot() throws {
    let (status, lines) = try run("pilot_from_code", events: ["didShow", "end"])
    #expect(status == 0)
    #expect(
      lines == ["0.6 didShow 1", "4.2 didShow 2", "4.8 didShow 3", "5.4 didShow 5", "6 didShow 3", "6.6 didShow 4", "7.2 didShow 5", "7.8 end 0"])
  }

  @Test("overlay_taps: handled, refused, switched off")
  func overlayTaps() throws {
    let (status, lines) = try run("overlay_taps", events: ["overlayTap", "appTap", "willHide", "end"])
    #expect(status == 0)
    #expect(
      lines == ["0.6 overlayTap 1 1", "0.6 willHide 1", "1.2 overlayTap 2 0", "1.2 appTap compose", "1.2 willHide 2", "1.8 willHide 3", "2.4 end 0"])
  }

  @Test("custom_cutouts: every shape reaches the trace")
  func customCutouts() throws {
    let result = try TourhostBinary.run(["run", "scripts/examples/custom_cutouts.lua", "--headless", "--autoplay"])
    #expect(result.status == 0)
    let cutouts = result.lines.filter { $0.contains("didShow") }.map { line -> String in
      let start = line.range(of: #""cutout":"#)!.upperBound
      return String(line[start...].prefix { $0 != "]" }) + "]"
    }
    #expect(cutouts == ["[16,66,72,72]", "[0,150,390,44]", "[290,290,80,80]", "[147,412,96,96]", "[36,616,318,40]"])
  }

  /// Renders an example (without PNGs) and returns its pictures' SVG text by file name.
  func render(_ name: String) throws -> [String: String] {
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run(["render", "scripts/examples/\(name).lua", "--out", folder.url.path, "--no-png"])
    #expect(result.status == 0)
    var pictures: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) where file.hasSuffix(".svg") {
      pictures[file] = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
    }
    return pictures
  }

  @Test("animations: each mark's transitions, the idle pulse, the pause around the app's animation")
  func animations() throws {
    let (status, lines) = try run(
      "animations", events: ["animation", "pause", "resume", "log", "end"],
      keys: ["index", "kind", "duration", "delay", "message", "style", "skipped"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.3 animation 1 appearance 0.5 0.1", "0.9 log mark 1 appeared", "0.9 animation 1 disappearance 0.25 0",
        "1.15 animation 2 appearance 0.5 0.1", "1.75 log mark 2 appeared", "1.75 animation 2 idle 1.2 0",
        "1.75 animation 2 disappearance 0.25 0", "2 pause hideNothing", "2.4 resume", "2.4 animation 3 appearance 0.5 0.1",
        "3 log mark 3 appeared", "3 animation 3 disappearance 0.25 0", "3.55 end 0",
      ])
  }

  @Test("touch_forwarding: through the cutout that allows it, and everywhere while forwarded")
  func touchForwarding() throws {
    let (status, lines) = try run("touch_forwarding", events: ["appTap", "didShow"], keys: ["index", "view", "x", "y"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.6 didShow 1", "0.6 appTap list.row2.toggle 346 190", "1.2 didShow 2", "1.8 didShow 3",
        "1.8 appTap list.row2 100 200", "1.8 appTap <null> 100 50",
      ])
  }

  @Test("frame_changes: the keyboard, a rotation, a stop at once from the app")
  func frameChanges() throws {
    let (status, lines) = try run(
      "frame_changes", events: ["willShow", "resize", "stop", "end", "log"],
      keys: ["index", "change", "width", "height", "immediately", "message", "skipped"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.3 willShow 1 none", "0.3 log willShow\t1\tnone", "0.6 willShow 1 frame", "0.6 log willShow\t1\tframe",
        "0.9 resize 844 390", "0.9 willShow 1 size", "0.9 log willShow\t1\tsize", "1.2 stop 1",
      ])
  }

  @Test("mark_properties: widths, gaps, a preset arrow and point, over the cutout, no cutout")
  func markProperties() throws {
    let result = try TourhostBinary.run(["run", "scripts/examples/mark_properties.lua", "--headless", "--autoplay"])
    #expect(result.status == 0)
    let layouts = result.lines.filter { $0.contains(#""event":"didShow""#) }.map { line in
      String(line[line.range(of: #""layout":"#)!.upperBound..<line.range(of: #","skip":"#)!.lowerBound])
    }
    #expect(
      layouts == [
        #"{"cutout":[12,56,366,52],"pointOfInterest":[195,82],"arrowOrientation":"top","frame":[109.2,120,171.6,65.92],"body":[109.2,131,171.6,54.92],"arrow":[187.5,120,15,9]}"#,
        #"{"cutout":[12,116,366,508],"pointOfInterest":[195,370],"arrowOrientation":null,"frame":[43.92,350.11,302.17,39.79],"body":[43.92,350.11,302.17,39.79],"arrow":null,"touch":[43.92,348,302.17,44]}"#,
        #"{"cutout":[12,636,366,48],"pointOfInterest":[40,660],"arrowOrientation":"bottom","frame":[20,587.21,238.92,46.79],"body":[20,587.21,238.92,39.79],"arrow":[32.5,625,15,9],"touch":[20,585.11,238.92,44]}"#,
        #"{"cutout":[336,696,42,42],"pointOfInterest":[357,717],"arrowOrientation":"bottom","frame":[116.57,647.21,241.43,46.79],"body":[116.57,647.21,241.43,39.79],"arrow":[335,685,15,9],"touch":[116.57,645.11,241.43,44]}"#,
        #"{"cutout":null,"pointOfInterest":null,"arrowOrientation":null,"frame":[94.85,402.11,200.3,39.79],"body":[94.85,402.11,200.3,39.79],"arrow":null,"touch":[94.85,400,200.3,44]}"#,
      ])
  }

  @Test("custom_views: recoloured body and arrow, a custom body tree, a skip view placed by constraints")
  func customViews() throws {
    let pictures = try render("custom_views")
    #expect(pictures.keys.sorted() == (1...8).map { "00\($0)-mark-\($0).svg" })
    let recoloured = try #require(pictures["002-mark-2.svg"])
    #expect(recoloured.contains(##"<rect x="80.14" y="118" width="229.72" height="36.79" rx="13.5" fill="#FFF4D6"/>"##))
    #expect(recoloured.contains(##"<polygon points="188.5,119 195,111 201.5,119" fill="#FFF4D6"/>"##))
    let custom = try #require(pictures["007-mark-7.svg"])
    #expect(custom.contains(#">Filters</text>"#))
    #expect(
      custom.contains(
        ##"fill="#FFFFFF" fill-opacity="0.902" textLength="234.62" lengthAdjust="spacingAndGlyphs">Only what is open now, near you.</text>"##))
    // 20 from each side, 390 - 40 = 350 wide, and 844 - 34 - 56 = 754, from constraintsForSkipView.
    #expect(custom.contains(##"<rect class="background" x="20" y="754" width="350" height="48" rx="8" fill="#1C1C1E"/>"##))
  }

  @Test("appearance: dark mode, a blurred overlay and ornaments")
  func appearance() throws {
    let pictures = try render("appearance")
    let first = try #require(pictures["001-mark-1.svg"])
    #expect(first.contains(##"<use href="#app" xlink:href="#app" filter="url(#blur)"/>"##))
    #expect(first.contains(##"<rect width="390" height="844" fill="#1C1C1E" fill-opacity="0.55"/>"##))
    #expect(
      first.contains(##"font-size="28" font-weight="bold" fill="#FFFFFF" textLength="182.88" lengthAdjust="spacingAndGlyphs">What's new</text>"##))
    #expect(first.contains(##"<rect class="ornament" x="24" y="100" width="48" height="4" rx="2" fill="#30D158"/>"##))
    // The oval cutout around the play button (64 points wide, 6 more on each side).
    #expect(first.contains(##"<path d="M161 540A38 38 0 1 1 237 540A38 38 0 1 1 161 540Z" fill="#000000""##))
  }

  @Test("delegate: every delegate hook in order, a pause that hides the overlay, a skip from the app")
  func delegate() throws {
    let (status, lines) = try run("delegate", events: ["log", "pause", "resume", "end"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.3 log willShow\t1", "0.6 log didShow\t1", "1.1 log willHide\t1", "1.4 log didHide\t1", "1.4 log willShow\t2",
        "1.4 pause hideOverlay", "1.8 resume", "2.1 log didShow\t2", "2.1 log willHide\t2", "2.4 log didHide\t2",
        "2.4 log willShow\t3", "2.7 log didShow\t3", "3 end 1", "3 log ended, skipped:\ttrue",
      ])
    // Row 8 scrolled up by 400 points; the point of interest is at its trailing end.
    let result = try TourhostBinary.run(["run", "scripts/examples/delegate.lua", "--headless", "--input", "scripts/examples/delegate.input"])
    #expect(
      result.lines.contains {
        $0.hasPrefix(#"{"t":2.1,"event":"didShow","index":2,"change":"none","layout":{"cutout":[-4,372,398,104],"pointOfInterest":[362,424],"#)
      })
    // The pressed mark is drawn in the script's highlighted colours, the arrow too.
    let folder = TemporaryDirectory()
    _ = try TourhostBinary.run([
      "render", "scripts/examples/delegate.lua", "--out", folder.url.path, "--no-png", "--at", "1",
      "--input", "scripts/examples/delegate.input",
    ])
    let pressed = try String(contentsOf: folder.url.appendingPathComponent("002-at-1.000s.svg"), encoding: .utf8)
    #expect(pressed.contains(##"<rect x="65.92" y="110" width="258.16" height="36.79" rx="7.5" fill="#DCEBFF"/>"##))
    #expect(pressed.contains(##"<polygon class="arrow" points="187.5,111 195,102 202.5,111" fill="#0A84FF"/>"##))
  }

  @Test("rtl: the next label and the skip view on the left, the marks where they point")
  func rightToLeft() throws {
    let pictures = try render("rtl")
    let first = try #require(pictures["001-mark-1.svg"])
    // Right-to-left text is drawn as its shaped glyphs, in visual order: the skip title from
    // x 25 (its first outline, the leftmost letter ג, starts at 30.3), the next label from 98.61.
    #expect(first.contains(##"<g class="title" role="img" aria-label="דלג">\##n          <path d="M30.3 69.75Q30.3 70.94 30.59 72.27"##))
    #expect(first.contains(##"<g class="next" role="button" aria-label="הבא">\##n          <path d="M106.05 179.37L108.42 182.78L106.62 182.78"##))
    // App labels start at the top right of their boxes.
    #expect(first.contains(##"<text x="341.69" y="113" font-family="DejaVu Sans" font-size="11" fill="#3A3A3C">חיפוש</text>"##))
  }

  @Test("reduce_transparency: the appearance tour, required as a module, without the blur")
  func reduceTransparency() throws {
    let pictures = try render("reduce_transparency")
    let first = try #require(pictures["001-mark-1.svg"])
    #expect(!first.contains("blur"))
    #expect(first.contains(##"<rect width="390" height="844" fill="#323232" fill-opacity="0.749"/>"##))
    #expect(first.contains(">What's new</text>"))
  }

  /// The `layout` of each `didShow` of an example: its parts' sides and bodies.
  func layouts(_ name: String, arguments: [String] = ["--autoplay"]) throws -> [String] {
    let result = try TourhostBinary.run(["run", "scripts/examples/\(name).lua", "--headless"] + arguments)
    #expect(result.status == 0)
    return result.lines.compactMap { line -> String? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["event"] as? String == "didShow"
      else { return nil }
      let layout = object["layout"]!
      let parts = (layout as? [[String: Any]]) ?? [layout as! [String: Any]]
      return parts.map { part in
        "\(part["arrowOrientation"] as? String ?? "over") \((part["body"] as! [NSNumber]).map { "\($0)" }.joined(separator: ","))"
      }.joined(separator: " | ")
    }
  }

  @Test("several_marks: groups of marks, none covering another or a cutout")
  func severalMarks() throws {
    #expect(
      try layouts("several_marks") == [
        "top 14.5,110,153.65,37.46 | top 210.48,110,165.02,37.46",
        "bottom 20,458.54,74.72,37.46 | top 20,566,141.77,37.46 | bottom 223.32,458.54,146.68,37.46",
      ])
    let (status, lines) = try run("several_marks", events: ["log"])
    #expect(status == 0)
    #expect(lines == ["0.3 log showing\t2\tmarks together", "0.9 log showing\t3\tmarks together"])
  }

  @Test("pages: two pages of two marks each, then done")
  func pages() throws {
    #expect(
      try layouts("pages") == [
        "over 81.35,262.54,227.29,54.92 | top 138.59,527,112.81,37.46",
        "bottom 96.56,472.08,196.89,54.92 | top 220.4,117,149.6,37.46",
      ])
    let (status, lines) = try run("pages", events: ["end", "log"])
    #expect(status == 0)
    #expect(lines == ["1.8 end 0", "1.8 log done, skipped:\tfalse"])
  }

  @Test("cross_screen: guided steps, a wait for the app's sheet, a mark that waits for its screen")
  func crossScreen() throws {
    let (status, lines) = try run(
      "cross_screen", events: ["didShow", "appTap", "appEvent", "waitForView", "viewAdded", "viewRemoved", "waitForScreen", "navigate", "end"],
      keys: ["index", "view", "name", "screen", "skipped"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.6 didShow 1", "0.6 appTap product.add", "0.9 waitForView 2 sheet.confirm", "0.9 viewAdded sheet", "1.2 didShow 2",
        "1.2 appTap sheet.confirm", "1.2 viewRemoved sheet", "1.2 appEvent itemAdded", "1.8 didShow 3", "1.8 appTap tabBar.cartTab",
        "2.1 waitForScreen 4 cart", "2.1 navigate cart", "2.4 didShow 4", "3 end 0",
      ])
  }

  @Test("wait_for_view: a result that comes, a promotion that does not")
  func waitForView() throws {
    let (status, lines) = try run(
      "wait_for_view", events: ["waitForView", "viewAdded", "missingView", "didShow"], keys: ["index", "view", "onMissing"])
    #expect(status == 0)
    #expect(
      lines == [
        "0.6 didShow 1", "0.9 waitForView 2 results.first", "1.8 viewAdded results.first", "2.1 didShow 2",
        "2.4 waitForView 3 promo", "4.4 missingView 3 promo center", "4.7 didShow 3",
      ])
  }

  @Test("remembered: not eligible before the cart was opened twice, then shown, then at most daily")
  func remembered() throws {
    let folder = TemporaryDirectory()
    let state = folder.path("progress.sqlite")
    func runAt(_ time: String, input: String) throws -> [String] {
      let result = try TourhostBinary.run(
        ["run", "scripts/examples/remembered.lua", "--headless", "--state", state, "--start-time", time, "--input", "-"], input: input)
      #expect(result.status == 0)
      return result.lines.filter {
        $0.contains(#""event":"ineligible""#) || $0.contains(#""event":"resumeAt""#) || $0.contains(#""event":"start""#)
          || $0.contains(#""event":"log""#) || $0.contains(#""event":"end""#)
      }
    }
    let input = try String(contentsOf: TourhostBinary.packageRoot.appendingPathComponent("scripts/examples/remembered.input"), encoding: .utf8)
    #expect(
      try runAt("2026-01-05T09:00:00Z", input: input) == [
        #"{"t":0,"event":"log","message":"cart opened\t0\ttimes; plan:\tnil"}"#,
        #"{"t":0,"event":"ineligible","reason":"isEligible: it returned false"}"#,
      ])
    #expect(
      try runAt("2026-01-05T10:00:00Z", input: "next\n") == [
        #"{"t":0,"event":"log","message":"cart opened\t2\ttimes; plan:\tpersonal"}"#, #"{"t":0,"event":"start","count":3}"#,
      ])
    #expect(
      try runAt("2026-01-05T12:00:00Z", input: "") == [
        #"{"t":0,"event":"ineligible","reason":"displayFrequency: daily, and it last started 2 h ago"}"#
      ])
    #expect(
      try runAt("2026-01-06T12:00:00Z", input: "next\nnext\n") == [
        #"{"t":0,"event":"log","message":"cart opened\t2\ttimes; plan:\tpersonal"}"#, #"{"t":0,"event":"resumeAt","index":2}"#,
        #"{"t":0,"event":"start","count":3}"#, #"{"t":1.8,"event":"end","skipped":false}"#,
      ])
    #expect(try runAt("2026-01-08T12:00:00Z", input: "") == [#"{"t":0,"event":"ineligible","reason":"once: it was completed"}"#])
    let list = try TourhostBinary.run(["state", "list", "--state", state])
    #expect(
      list.stdout == """
        tour      starts  last start            state      last mark
        cartTips  2       2026-01-06T12:00:00Z  completed  -
        events: cartOpened 2
        parameters: plan = "personal" (set 2026-01-05T09:00:00Z)

        """)
  }

  @Test("skip_mark: the progress line counts only the marks that will load")
  func progressText() throws {
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run([
      "render", "scripts/examples/skip_mark.lua", "--out", folder.url.path, "--no-png", "--input", "scripts/examples/skip_mark.input",
    ])
    #expect(result.status == 0)
    let hints = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".svg") }.sorted().map { file in
      let svg = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
      return svg.components(separatedBy: #"<text class="hint""#).dropFirst().map {
        $0.components(separatedBy: ">")[1].components(separatedBy: "<")[0]
      }
      .joined(separator: " / ")
    }
    #expect(
      hints == [
        "1 of 3 / Search by name.", "2 of 3 / Pay with your wallet.", "1 of 3 / Search by name.", "2 of 3 / Pay with your wallet.",
        "3 of 3 / See what you bought.",
      ])
  }

  @Test("localized: each language of the catalog, its plural and placeholder, the screen right to left in Arabic")
  func localized() throws {
    func announced(_ locale: String) throws -> [String] {
      let result = try TourhostBinary.run([
        "run", "scripts/examples/localized/localized.lua", "--headless", "--autoplay", "--locale", locale,
      ])
      #expect(result.status == 0 && result.stderr == "")
      return result.lines.filter { $0.contains(#""event":"announce""#) }
    }
    #expect(
      try announced("en")[1]
        == #"{"t":1.2,"event":"announce","index":2,"message":"Your cart holds 3 items. Tap to check out. Step 2 of 3. Next, button."}"#)
    #expect(
      try announced("de")[2]
        == #"{"t":1.8,"event":"announce","index":3,"message":"Hallo, Dana! Hier finden Sie Ihr Profil und die Einstellungen. Schritt 3 von 3. Weiter, Taste."}"#
    )
    #expect(try announced("ar")[1] == #"{"t":1.2,"event":"announce","index":2,"message":"في سلتك ٣ منتجات. الخطوة ٢ من ٣. التالي، زر."}"#)
    #expect(try announced("ja")[0] == #"{"t":0.6,"event":"announce","index":1,"message":"ストアのすべての商品を検索できます。ステップ 1/3。次へ、ボタン。"}"#)
    #expect(
      try announced("en-XA")[0].contains(
        #""message":"⟦Šéåŕçĥ éṽéŕý þŕöðûçţ îñ ţĥé šţöŕé. one two three four five⟧. Step 1 of 3. ⟦Ñéẋţ one two⟧, button.""#))
  }

  @Test("devices: the phone's tab bar follows the device; a tablet gets its own screen")
  func devices() throws {
    func shown(_ arguments: [String]) throws -> [String] {
      let result = try TourhostBinary.run(["run", "scripts/examples/devices.lua", "--headless", "--autoplay"] + arguments)
      #expect(result.status == 0 && result.stderr == "")
      return result.lines.filter { $0.contains(#""event":"didShow""#) }.map {
        String($0[$0.range(of: #""cutout":["#)!.upperBound...].prefix { $0 != "]" })
      }
    }
    // Favorites sits 8 points from the tab bar's right end on every phone (flexibleLeftMargin).
    #expect(try shown(["--device", "iphone-se"]) == ["12,56,351,52", "273,618,98,49"])
    #expect(try shown(["--device", "iphone-pro-max", "--orientation", "landscape"]) == ["12,56,932,52", "854,391,98,49"])
    #expect(try shown(["--device", "ipad-13"]) == ["12,36,296,52", "12,96,296,52"])
  }
}
