import Foundation
import TestSupport
import Testing

/// `--device`, `--orientation`, `--text-size`, `--locale`, `--appearance`, `--reduce-motion` and
/// `tourhost devices`, through the built binary.
@Suite("Seeing a tour on another device, text size and language")
struct EnvironmentCommandTests {
  @Test("tourhost devices lists every device with its size, scale and safe areas")
  func devices() throws {
    let result = try TourhostBinary.run(["devices"])
    #expect(result.status == 0)
    #expect(
      result.lines.first == "NAME            MODEL                       PLATFORM        SIZE       SCALE  PORTRAIT SAFE AREA  LANDSCAPE SAFE AREA")
    #expect(result.lines.contains("iphone-se-1     iPhone SE (1st generation)  iOS             320×568    2      20 0 0 0            0 0 0 0"))
    #expect(result.lines.contains("ipad-13         iPad Pro 13-inch (M4)       iOS tablet      1032×1376  2      24 0 20 0           24 0 20 0"))
    #expect(result.lines.count == 12)
    let json = try TourhostBinary.run(["devices", "--json"])
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(parsed.count == 11)
    #expect(parsed[3]["name"] as? String == "iphone" && parsed[3]["width"] as? Double == 393)
  }

  @Test("--device and --orientation: the trace's layout is on the device's screen, inside its safe area")
  func device() throws {
    let result = try TourhostBinary.run([
      "run", "scripts/examples/localized/localized.lua", "--headless", "--autoplay", "--device", "iphone-pro-max", "--orientation", "landscape",
    ])
    #expect(result.status == 0)
    let shown = try #require(result.lines.first { $0.contains(#""event":"didShow","index":1"#) })
    // The search field grows with the screen (flexibleWidth): 956 − 2 × 16 = 924 wide; its
    // cutout 4 points larger each side.
    #expect(shown.contains(#""cutout":[12,96,932,52]"#))
  }

  @Test("--text-size AX5 makes the default body's text 53/17 as large: the body is taller")
  func textSize() throws {
    func body(_ size: String) throws -> String {
      let result = try TourhostBinary.run([
        "run", "scripts/examples/localized/localized.lua", "--headless", "--autoplay", "--text-size", size,
      ])
      let shown = try #require(result.lines.first { $0.contains(#""event":"didShow","index":1"#) })
      return String(shown[shown.range(of: #""body":["#)!.upperBound...].prefix { $0 != "]" })
    }
    #expect(try body("L") == "21.48,157,347.05,39.79")
    #expect(try body("AX5") == "26.18,157,337.65,279.01")
  }

  @Test("--locale picks the catalog's language; a right-to-left one mirrors the screen")
  func locale() throws {
    let folder = TemporaryDirectory()
    _ = try TourhostBinary.run([
      "render", "scripts/examples/localized/localized.lua", "--out", folder.url.path, "--no-png", "--locale", "ar",
    ])
    let first = try String(contentsOf: folder.url.appendingPathComponent("001-mark-1.svg"), encoding: .utf8)
    #expect(first.contains(#"aria-label="ابحث عن أي منتج في المتجر.""#))
    #expect(first.contains(#"aria-label="التالي""#))
  }

  @Test("a bad device, text size, orientation or locale is one message and status 2")
  func mistakes() throws {
    let cases: [([String], String)] = [
      (["--device", "iphone-15"], "Error: unknown device 'iphone-15' (did you mean 'iphone-se'?); 'tourhost devices' lists them"),
      (["--text-size", "huge"], "Error: The value 'huge' is invalid for '--text-size <size>'. Please provide one of the following:"),
      (
        ["--orientation", "sideways", "--device", "iphone"],
        "Error: The value 'sideways' is invalid for '--orientation <orientation>'. Please provide one of 'portrait' and 'landscape'."
      ),
      (["--orientation", "landscape"], "Error: --orientation landscape needs --device (a described screen has one size)"),
      (["--locale", "not a tag"], "Error: --locale must be a language tag such as de, pt-BR or en-XA, got 'not a tag'"),
      (["--appearance", "dim"], "Error: The value 'dim' is invalid for '--appearance <appearance>'. Please provide one of 'light' and 'dark'."),
    ]
    for (arguments, message) in cases {
      let result = try TourhostBinary.run(["run", "scripts/examples/welcome.lua", "--headless"] + arguments)
      #expect(result.status == 2, Comment(rawValue: arguments.joined(separator: " ")))
      #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
    }
  }
}

/// The interactive mode's `l`: the tour again in the next locale of its strings, live.
@Suite("Cycling the tour's languages in the interactive mode")
struct LocaleKeyTests {
  @Test("l loads the tour in the next locale: en, ar, de, ja, en-XA, ar-XB, then en again; the mark shows in it")
  func cycle() throws {
    let folder = TourhostBinary.packageRoot.appendingPathComponent("scripts/examples/localized")
    let tourhost = try LiveProcess(["run", "localized.lua", "--no-preview"], in: folder)
    defer { tourhost.terminate() }
    var at = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    for tag in ["ar", "de", "ja", "en-XA", "ar-XB", "en"] {
      tourhost.write("l")
      at = try #require(tourhost.waitForLine(from: at) { $0.hasSuffix("locale \(tag)") }, "no locale \(tag)")
      at = try #require(tourhost.waitForLine(from: at) { $0.contains("announce 1") }, "no announce after locale \(tag)")
    }
    let german = try #require(tourhost.lines.first { $0.contains("announce 1 Durchsuchen") })
    #expect(german.hasSuffix("announce 1 Durchsuchen Sie jedes Produkt im Geschäft. Schritt 1 von 3. Weiter, Taste."))
    #expect(tourhost.lines.contains { $0.hasSuffix("announce 1 ابحث عن أي منتج في المتجر. الخطوة ١ من ٣. التالي، زر.") })
  }
}
