import Foundation
import TestSupport
import Testing

/// The interactive mode playing the app's side in the page: its command field.
@Suite("The preview's command field")
struct PreviewCommandFieldTests {
  @Test("in the page, the command field runs input commands, and a bad one shows the parser's message")
  func pageCommandField() throws {
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(SampleTours.basketEvent, in: folder)
    defer { tourhost.terminate() }
    let position = "document.getElementById('page-position').textContent"
    #expect(try browser.waitUntil("\(position) === 'mark 1 of 2'"))
    let field = try #require(
      try browser.evaluate(
        """
        (() => { const r = document.getElementById('page-command').getBoundingClientRect(); return [r.x + 10, r.y + r.height / 2]; })()
        """) as? [Double])
    try browser.click(x: field[0], y: field[1])
    try browser.type("event basket")
    try browser.pressEnter()
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("appEvent basket") })
    #expect(try browser.evaluate(position) as? String == "mark 1 of 2")
    try browser.type("event basketOpened extra")
    try browser.pressEnter()
    #expect(
      try browser.waitUntil(
        """
        [...document.querySelectorAll('#page-events li.error')].some(li => li.textContent.endsWith('command: event takes the name of an event (event NAME)'))
        """))
    try browser.type("event basketOpened")
    try browser.pressEnter()
    #expect(try browser.waitUntil("\(position) === 'mark 2 of 2'"))
    // Keys typed in the field are text, not the page's shortcuts.
    try browser.type("s")
    #expect(try browser.evaluate("document.getElementById('page-command').value") as? String == "s")
    #expect(!tourhost.lines.contains { $0.hasSuffix("input skip") })
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
