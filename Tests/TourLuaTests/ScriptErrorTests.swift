import Testing
import TourLua

/// Where a Lua error says it happened: the `file:line: ` its message starts with.
@Suite("Script error positions")
struct ScriptErrorTests {
  @Test("a message's file, line and text; a file name may hold colons")
  func position() {
    let error = ScriptError(message: "C:/tours/tour.lua:18: attempt to index a nil value")
    #expect(error.file == "C:/tours/tour.lua")
    #expect(error.line == 18)
    #expect(error.text == "attempt to index a nil value")
  }

  @Test("a line written with leading zeros keeps the text whole")
  func leadingZeros() {
    let error = ScriptError(message: "tour.lua:007: boom")
    #expect(error.line == 7)
    #expect(error.text == "boom")
  }

  @Test("a line too long for a number, or in other digits, is no position: the message is the text (it trapped before)")
  func notALine() {
    for message in ["tour.lua:99999999999999999999999: boom", "tour.lua:٣: boom", "boom"] {
      let error = ScriptError(message: message)
      #expect(error.file == nil)
      #expect(error.line == nil)
      #expect(error.text == message)
    }
  }
}
