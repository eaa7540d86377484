import Foundation
import TestSupport
import Testing

/// Every axis in the page: pickers for language, text size, device, orientation and
/// appearance, switching in place on the same step; the phone at its screen's aspect in any
/// window and after a rotation, at a zoom the page states; the step kept by identity across
/// saves; exports.
@Suite("The preview's pickers, zoom and saves")
struct PreviewSettingsTests {
  /// A tour of `steps` (`view:hint`) over views a to e, with default bubbles.
  static func tour(_ steps: [String]) -> String {
    let list = steps.map { step in
      let parts = step.split(separator: ":").map(String.init)
      return "{ view = \"\(parts[0])\", hint = \"\(parts[1])\" }"
    }
    return """
      local steps = { \(list.joined(separator: ", ")) }
      return { id = "t", screen = { width = 390, height = 844, views = {
          { id = "a", frame = { 20, 100, 120, 40 } }, { id = "b", frame = { 20, 220, 120, 40 } },
          { id = "c", frame = { 20, 340, 120, 40 } }, { id = "d", frame = { 20, 460, 120, 40 } },
          { id = "e", frame = { 20, 580, 120, 40 } } } },
        numberOfCoachMarks = #steps,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = steps[i].view } end,
        coachMarkViewsAt = function(ctl, i, m)
          return ctl.helper:makeDefaultCoachViews { withArrow = true, hint = steps[i].hint, next = "Next" }
        end }
      """
  }

  static let five = ["a:Step A", "b:Step B", "c:Step C", "d:Step D", "e:Step E"]
  static let position = "document.getElementById('page-position').textContent"
  static let label = "(document.querySelector('.page-dialog') || {}).textContent || ''"

  /// Presses next in the terminal until mark `step` of five shows (each after the last has shown).
  static func next(_ tourhost: LiveProcess, _ browser: HeadlessChromium, to step: Int) throws {
    for mark in 2...step {
      tourhost.write("\r")
      #expect(try browser.waitUntil("\(position) === 'mark \(mark) of 5' && document.getElementById('page-state').textContent === 'showing'"))
    }
  }

  func pick(_ setting: String, _ value: String, in browser: HeadlessChromium) throws {
    _ = try browser.evaluate(
      """
      (() => { const s = document.getElementById('page-setting-\(setting)'); s.value = '\(value)';
               s.dispatchEvent(new Event('change')); })()
      """)
  }

  func screenshots(_ folder: TemporaryDirectory) -> URL {
    ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder.url
  }

  @Test("text size and device are picked in the page, each showing its value, on the same step")
  func textSizeAndDevice() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour(Self.five), in: folder)
    defer { tourhost.terminate() }
    #expect(try browser.waitUntil("document.getElementById('page-setting-textSize')?.value === 'L'"))
    #expect(try browser.evaluate("document.getElementById('page-setting-device').value") as? String == "tour")
    let choices = try browser.evaluate("[...document.getElementById('page-setting-textSize').options].map((o) => o.value).join(' ')")
    #expect(choices as? String == "xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5")
    try Self.next(tourhost, browser, to: 3)
    let hintHeight = "(() => { const p = document.querySelector('.page-dialog p'); return p ? JSON.parse(p.dataset.frame)[3] : 0; })()"
    let before = try browser.evaluate(hintHeight) as? Double ?? 0
    try pick("textSize", "AX5", in: browser)
    #expect(try browser.waitUntil("document.getElementById('page-setting-textSize').value === 'AX5'"))
    #expect(tourhost.waitForLine { $0.contains("setting textSize AX5") } != nil)
    #expect(try browser.waitUntil("\(Self.position) === 'mark 3 of 5' && \(Self.label).includes('Step C')"))
    #expect(try browser.waitUntil("\(hintHeight) > \(before * 2)"), "the hint grew with the text size")
    try pick("device", "iphone-se", in: browser)
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg')?.getAttribute('viewBox') === '0 0 375 667'"))
    #expect(try browser.evaluate("document.getElementById('page-setting-device').value") as? String == "iphone-se")
    #expect(try browser.waitUntil("\(Self.position) === 'mark 3 of 5' && \(Self.label).includes('Step C')"))
    try browser.screenshot(to: screenshots(folder).appendingPathComponent("preview-pickers-se-ax5.png"))
    // A value the picker does not have is said, and changes nothing.
    _ = try browser.evaluate("send({ type: 'set', name: 'textSize', value: 'AX9' })")
    let said = "[...document.querySelectorAll('#page-events li.error')].some((li) => li.textContent.includes(\"set textSize: no value 'AX9'\"))"
    #expect(try browser.waitUntil(said))
    #expect(try browser.evaluate("document.getElementById('page-setting-textSize').value") as? String == "AX5")
  }

  /// The picture's box against its screen's aspect, and the focused control against the
  /// control it stands for: `[svgAspect, viewBoxAspect, focusDx, focusDy, svgWidth, stageWidth]`.
  static let geometry = """
    (() => { const svg = document.querySelector('#page-stage svg'); const b = svg.getBoundingClientRect();
      const v = svg.viewBox.baseVal; const f = document.activeElement.getBoundingClientRect();
      const [x, y, w, h] = JSON.parse(document.activeElement.dataset.frame || '[0,0,0,0]'); const s = b.width / v.width;
      return [b.width / b.height, v.width / v.height, Math.abs(f.left - (b.left + x * s)), Math.abs(f.top - (b.top + y * s)),
              b.width, document.getElementById('page-stage').getBoundingClientRect().width]; })()
    """

  func geometry(_ browser: HeadlessChromium) throws -> [Double] {
    (try browser.evaluate(Self.geometry) as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
  }

  @Test("after Rotate and in a window narrower than the phone, the phone keeps its screen's aspect and the focus ring sits on its control")
  func aspectAndFocus() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour(Self.five), in: folder)
    defer { tourhost.terminate() }
    #expect(try browser.waitUntil("document.activeElement?.dataset?.action === 'next'"))
    tourhost.write("t")
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg')?.getAttribute('viewBox') === '0 0 844 390'"))
    #expect(try browser.waitUntil("document.activeElement?.dataset?.action === 'next'"))
    try browser.screenshot(to: screenshots(folder).appendingPathComponent("preview-rotated.png"))
    var measured = try geometry(browser)
    #expect(measured.count == 6 && abs(measured[0] - measured[1]) < 0.01, "\(measured)")
    #expect(measured.count == 6 && measured[2] < 1 && measured[3] < 1, "the focus ring is \(measured) away from its control")
    #expect(try browser.evaluate("document.getElementById('page-setting-orientation').value") as? String == "landscape")
    _ = try browser.command("Emulation.setDeviceMetricsOverride", ["width": 560, "height": 700, "deviceScaleFactor": 1, "mobile": false])
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg').getBoundingClientRect().width < 300"))
    measured = try geometry(browser)
    #expect(measured.count == 6 && abs(measured[0] - measured[1]) < 0.01 && measured[4] <= measured[5] + 0.5, "\(measured)")
    #expect(measured.count == 6 && measured[2] < 1 && measured[3] < 1, "the focus ring is \(measured) away from its control")
    try browser.screenshot(to: screenshots(folder).appendingPathComponent("preview-narrow.png"))
    // 100 %: one pixel a point, whatever the window; the zoom is said.
    _ = try browser.evaluate("document.querySelector('#page-zoom button[data-zoom=\"100\"]').click()")
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg').getBoundingClientRect().width === 844"))
    #expect(try browser.evaluate("document.getElementById('page-zoom-value').textContent") as? String == "100 %")
  }

  @Test("a save that deletes the step before the one on show keeps that step; a typo that skips it, and its fix, come back to it")
  func stepKeptAcrossSaves() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour(Self.five), in: folder)
    defer { tourhost.terminate() }
    try Self.next(tourhost, browser, to: 3)
    #expect(try browser.waitUntil("\(Self.label).includes('Step C')"))
    folder.write("tour.lua", Self.tour(Array(Self.five.dropFirst())))
    #expect(try browser.waitUntil("\(Self.position) === 'mark 2 of 4' && \(Self.label).includes('Step C')"))
    folder.write("tour.lua", Self.tour(["b:Step B", "cc:Step C", "d:Step D", "e:Step E"]))
    #expect(try browser.waitUntil("\(Self.label).includes('Step D')"))
    folder.write("tour.lua", Self.tour(Array(Self.five.dropFirst())))
    #expect(try browser.waitUntil("\(Self.position) === 'mark 2 of 4' && \(Self.label).includes('Step C')"))
  }

  /// A one-step tour whose bubble is `text` on `fill`.
  static func colored(text: String, fill: String) -> String {
    """
    return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 20, 300, 200, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, m)
        local views = ctl.helper:makeDefaultCoachViews { hint = "Upgrade to keep every list in sync.", next = "Got it" }
        views.body.innerColor = "\(fill)"
        views.body.textColor = "\(text)"
        return views
      end }
    """
  }

  @Test("after each save, check's findings for the configuration on show are listed and outlined on the phone, in check's words")
  func liveChecks() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.colored(text: "#4FA383", fill: "#0B6E4F"), in: folder)
    defer { tourhost.terminate() }
    let listed = "[...document.querySelectorAll('#page-checks li')].map((li) => li.textContent)"
    #expect(try browser.waitUntil("\(listed).some((text) => text.includes('[text-contrast]'))"))
    let lines = try browser.evaluate(listed) as? [String] ?? []
    #expect(lines.contains { $0.hasPrefix("tour.lua:") && $0.contains(": error: ") && $0.contains("2.05:1") }, "\(lines)")
    #expect(try browser.waitUntil("document.querySelector('#page-findings div[data-rule=\"text-contrast\"]') !== null"))
    try browser.screenshot(to: screenshots(folder).appendingPathComponent("preview-checks.png"))
    // The outline sits over the bubble's text on the phone.
    #expect(try browser.overlap(of: "#page-findings div[data-rule=\"text-contrast\"]", with: "#page-stage svg") ?? 0 > 0)
    folder.write("tour.lua", Self.colored(text: "#FFFFFF", fill: "#0B6E4F"))
    #expect(try browser.waitUntil("!\(listed).some((text) => text.includes('[text-contrast]'))"))
    #expect(try browser.evaluate("document.querySelector('#page-findings div[data-rule=\"text-contrast\"]') === null") as? Bool == true)
  }

  @Test("a rich bubble's dialog is named by its title, not its picture's alt; a described right-to-left screen is said not to mirror")
  func dialogNameAndMirroring() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    _ = folder.write("tip.png", data: try Data(contentsOf: URL(fileURLWithPath: "scripts/examples/icons/tip.png")))
    let tour = """
      return { id = "t", screen = { width = 390, height = 844, layoutDirection = "rtl", views = { { id = "a", frame = { 20, 300, 200, 44 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, i, m)
          return ctl.helper:makeDefaultCoachViews { image = { file = "tip.png", alt = "A bulb" }, title = "Tips", hint = "Tips live here.", next = "Next" }
        end }
      """
    let (tourhost, browser) = try LiveProcess.previewing(tour, in: folder)
    defer { tourhost.terminate() }
    let name =
      "(() => { const d = document.querySelector('.page-dialog'); return d ? document.getElementById(d.getAttribute('aria-labelledby')).textContent : ''; })()"
    #expect(try browser.waitUntil("\(name) === 'Tips'"))
    #expect(try browser.waitUntil("!document.getElementById('page-notes').hidden"))
    let note = try browser.evaluate("document.getElementById('page-notes').textContent") as? String ?? ""
    #expect(note.hasPrefix("Right to left: the bubbles mirror, and the screen's views are drawn where the screen puts them"))
    #expect(try browser.overlap(of: "#page-notes", with: "#page-stage svg") == 0)
  }

  @Test("Restart here starts the tour again at the step on show; Restart at the first")
  func restartHere() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour(Self.five), in: folder)
    defer { tourhost.terminate() }
    try Self.next(tourhost, browser, to: 3)
    let before = tourhost.lines.count
    _ = try browser.evaluate("document.querySelector('button[data-key=restartHere]').click()")
    #expect(tourhost.waitForLine(from: before) { $0.hasSuffix("didShow 3 none") } != nil, "\(tourhost.lines.suffix(8))")
    #expect(try browser.waitUntil("\(Self.position) === 'mark 3 of 5' && \(Self.label).includes('Step C')"))
    #expect(!tourhost.lines[before...].contains { $0.contains("willLoad 1") })
    let again = tourhost.lines.count
    tourhost.write("r")
    #expect(tourhost.waitForLine(from: again) { $0.hasSuffix("didShow 1 none") } != nil)
  }

  @Test("the page exports the picture on show and a sheet of every step")
  func exports() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour(Self.five), in: folder)
    defer { tourhost.terminate() }
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg') !== null && document.querySelector('.page-dialog') !== null"))
    _ = try browser.evaluate("document.getElementById('page-export-picture').click()")
    #expect(try browser.waitUntil("document.body.dataset.exported === 't-picture.svg'"))
    let picture = try browser.evaluate("lastExport.svg") as? String ?? ""
    #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && picture.contains("viewBox=\"0 0 390 844\""), "\(picture.prefix(200))")
    _ = try browser.evaluate("document.getElementById('page-export-sheet').click()")
    #expect(try browser.waitUntil("document.body.dataset.exported === 't-sheet.svg'"))
    let sheet = try browser.evaluate("lastExport.svg") as? String ?? ""
    for step in 1...5 { #expect(sheet.contains(">\(step) · Step \(["A", "B", "C", "D", "E"][step - 1])</text>"), "step \(step)") }
    #expect(sheet.contains("described-390x844 portrait L source light"))
    #expect(tourhost.waitForLine { $0.contains("export: the sheet of every step, described-390x844 portrait L source light") } != nil)
  }
}
