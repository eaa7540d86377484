import Foundation
import TestSupport
import Testing

/// Each shown mark is an ARIA modal dialog in the preview page, read through Chromium's
/// accessibility tree (DevTools `Accessibility.getFullAXTree`), driven with the keyboard.
@Suite("The preview's marks as modal dialogs")
struct PreviewDialogTests {
  static let tour = """
    return {
      screen = { width = 390, height = 844, views = {
        { id = "search", frame = { 16, 60, 358, 44 } }, { id = "cart", frame = { 300, 760, 60, 60 } },
      } },
      skipView = { title = "Skip" },
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index)
        return ctl.helper:makeCoachMark { view = ({ "search", "cart" })[index] }
      end,
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Search everything " .. index, next = "Next" }
      end,
    }
    """

  /// The accessibility tree's dialogs: name, whether modal, the names of their buttons.
  func dialogs(_ browser: HeadlessChromium) throws -> [String] {
    let tree = try browser.command("Accessibility.getFullAXTree")
    let nodes = (tree["nodes"] as? [[String: Any]]) ?? []
    func value(_ node: [String: Any], _ key: String) -> String? {
      ((node[key] as? [String: Any])?["value"]).map { "\($0)" }
    }
    let byID = Dictionary(nodes.compactMap { node in (node["nodeId"] as? String).map { ($0, node) } }, uniquingKeysWith: { a, _ in a })
    func descendants(_ node: [String: Any]) -> [[String: Any]] {
      let children = ((node["childIds"] as? [String]) ?? []).compactMap { byID[$0] }
      return children + children.flatMap(descendants)
    }
    return nodes.filter { value($0, "role") == "dialog" && ($0["ignored"] as? Bool) != true }.map { dialog in
      let modal = ((dialog["properties"] as? [[String: Any]]) ?? []).contains {
        $0["name"] as? String == "modal" && "\((($0["value"] as? [String: Any])?["value"]) ?? "")" == "1"
      }
      let buttons = descendants(dialog).filter { value($0, "role") == "button" }.compactMap { value($0, "name") }
      let texts = descendants(dialog).filter { value($0, "role") == "StaticText" }.compactMap { value($0, "name") }
      return "\(value(dialog, "name") ?? "?") modal=\(modal) texts=\(texts) buttons=\(buttons)"
    }
  }

  func focused(_ browser: HeadlessChromium) throws -> String? {
    try browser.evaluate(
      "(() => { const e = document.activeElement; return e ? (e.dataset.action || e.dataset.key || e.id || e.tagName) : null; })()") as? String
  }

  @Test("a shown mark is a modal dialog labelled by its hint; focus moves in and stays; Escape skips; focus comes back")
  func dialog() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour, in: folder)
    defer { tourhost.terminate() }
    #expect(try browser.waitUntil("document.querySelectorAll('#page-dialogs [role=dialog]').length === 1"))
    #expect(
      try dialogs(browser) == [
        #"Search everything 1 modal=true texts=["Search everything 1", "Step 1 of 2", "Next", "Skip"] buttons=["Next", "Skip"]"#
      ])
    // Focus moved in, on the first control; Tab and Shift-Tab go round the dialog's controls.
    #expect(try focused(browser) == "next")
    let screenshots = ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder.url
    try browser.screenshot(to: screenshots.appendingPathComponent("preview-dialog.png"))
    try browser.press("Tab", code: 9)
    #expect(try focused(browser) == "skip")
    try browser.press("Tab", code: 9)
    #expect(try focused(browser) == "next")
    try browser.press("Tab", code: 9, shift: true)
    #expect(try focused(browser) == "skip")
    // Enter on Next presses it: mark 2, focus still inside, on Next.
    try browser.press("Tab", code: 9)
    try browser.pressEnter()
    #expect(try browser.waitUntil("document.getElementById('page-position').textContent === 'mark 2 of 2'"))
    #expect(try browser.waitUntil("document.querySelector('#page-dialogs [role=dialog]')?.dataset.index === '2'"))
    #expect(try focused(browser) == "next")
    // Escape skips (once the mark shows): the marks are gone.
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try browser.press("Escape", code: 27)
    #expect(try browser.waitUntil("document.querySelectorAll('#page-dialogs [role=dialog]').length === 0"))
    #expect(tourhost.waitForLine { $0.contains("input skip") } != nil)
    #expect(try dialogs(browser) == [])
    // Restart from the sidebar's button: focus moves into the new mark, and after Escape it
    // returns to the button.
    _ = try browser.evaluate("(() => { const b = document.querySelector('button[data-key=restart]'); b.focus(); b.click(); })()")
    #expect(try browser.waitUntil("document.querySelectorAll('#page-dialogs [role=dialog]').length === 1"))
    #expect(try browser.waitUntil("document.activeElement?.dataset.action === 'next'"))
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try browser.press("Escape", code: 27)
    #expect(try browser.waitUntil("document.querySelectorAll('#page-dialogs [role=dialog]').length === 0"))
    #expect(try browser.waitUntil("document.activeElement?.dataset.key === 'restart'"))
  }

  @Test("a rich bubble whose close control comes first: focus goes to Next, and Enter means next, not close")
  func enterIsNext() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let tour = Self.tour.replacingOccurrences(
      of: #"hint = "Search everything " .. index, next = "Next" }"#,
      with: #"title = "Find it", close = "Close", hint = "Search everything " .. index, next = "Next" }"#)
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(tour, in: folder)
    defer { tourhost.terminate() }
    #expect(try browser.waitUntil("document.querySelectorAll('#page-dialogs [role=dialog]').length === 1"))
    let actions = try browser.evaluate("[...document.querySelectorAll('#page-dialogs button')].map((b) => b.dataset.action).join(' ')") as? String
    #expect(actions?.hasPrefix("close") == true, "\(actions ?? "")")
    #expect(try focused(browser) == "next")
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try browser.pressEnter()
    #expect(try browser.waitUntil("document.getElementById('page-position').textContent === 'mark 2 of 2'"))
    #expect(tourhost.waitForLine { $0.contains("input next") } != nil)
    #expect(try focused(browser) == "next")
  }
}
