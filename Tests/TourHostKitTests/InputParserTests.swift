import Testing
import TourCore
import TourHostKit
import TourLua

@Suite("Input commands")
struct InputParserTests {
  func parse(_ line: String) throws -> InputCommand? {
    try InputParser.parse(line, line: 7, source: "input.txt")
  }

  func error(_ line: String) -> String? {
    do {
      _ = try InputParser.parse(line, line: 7, source: "input.txt")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("every command")
  func commands() throws {
    #expect(try parse("next") == .next)
    #expect(try parse("overlay") == .overlay)
    #expect(try parse("cutout") == .cutout)
    #expect(try parse("skip") == .skip)
    #expect(try parse("previous") == .previous)
    #expect(try parse("press") == .press)
    #expect(try parse("navigate cart") == .navigate("cart"))
    #expect(try parse("event itemAdded") == .event("itemAdded"))
    #expect(try parse("remove list.first") == .remove("list.first"))
    #expect(try parse("set plan pro") == .set("plan", json: #""pro""#))
    #expect(try parse("set count 3") == .set("count", json: "3"))
    #expect(try parse("set trial true") == .set("trial", json: "true"))
    #expect(try parse(#"set code "42""#) == .set("code", json: #""42""#))
    #expect(
      try parse(#"add {"id": "banner", "frame": [16, 80, 358, 60], "parent": "list"}"#)
        == .add(try AddedView(json: #"{"id": "banner", "frame": [16, 80, 358, 60], "parent": "list"}"#)))
    #expect(try parse("tap 160.5 120") == .tap(Point(x: 160.5, y: 120)))
    #expect(try parse("wait 1.2") == .wait(1.2))
    #expect(try parse("resize 480 320") == .resize(Size(width: 480, height: 320), safeArea: nil))
    #expect(try parse("call jump 5") == .call("jump", [.number(5)]))
    #expect(
      try parse("call greet \"hello world\" \"5\" -2.5 x") == .call("greet", [.string("hello world"), .string("5"), .number(-2.5), .string("x")]))
  }

  @Test("blank lines and comments are ignored, also after a command")
  func comments() throws {
    #expect(try parse("") == nil)
    #expect(try parse("   ") == nil)
    #expect(try parse("# a comment") == nil)
    #expect(try parse("  next   # tap it") == .next)
    #expect(try parse("call say \"# not a comment\"") == .call("say", [.string("# not a comment")]))
  }

  @Test("the commands the app's side sends: their mistakes")
  func appCommandErrors() {
    #expect(error("navigate") == "input.txt:7: navigate takes the name of a screen (navigate NAME)")
    #expect(error("event a b") == "input.txt:7: event takes the name of an event (event NAME)")
    #expect(error("set 3 x") == "input.txt:7: set takes a parameter's name and a value (set NAME VALUE)")
    #expect(error("add") == #"input.txt:7: add takes a view as JSON (add {"id": "banner", "frame": [16, 80, 358, 60]})"#)
    #expect(error(#"add {"id": "x"}"#) == "input.txt:7: add: view.frame: a rect is required")
    #expect(error(#"add {"id": "x", "frame": [0, 0, 1, 1], "parent": 3}"#) == "input.txt:7: add: parent: a name expected, got number")
  }

  @Test("bad lines name the file and line")
  func errors() {
    #expect(error("nxt") == "input.txt:7: unknown command 'nxt' (did you mean 'next'?)")
    #expect(
      error("jump")
        == "input.txt:7: unknown command 'jump'; commands: next, overlay, cutout, skip, back, close, action, link, tap, wait, previous, call, resize, press, navigate, event, add, remove, set"
    )
    #expect(error("next 2") == "input.txt:7: next takes no arguments")
    #expect(error("tap 10") == "input.txt:7: tap takes 2 numbers (tap X Y), got 1")
    #expect(error("tap 10 y") == "input.txt:7: tap: 'y' is not a number")
    #expect(error("tap 10 inf") == "input.txt:7: tap: 'inf' is not a number")
    #expect(error("wait") == "input.txt:7: wait takes 1 number (wait SECONDS), got 0")
    #expect(error("wait -1") == "input.txt:7: wait: seconds must not be negative, got -1")
    #expect(error("resize 0 100") == "input.txt:7: resize: width and height must be positive")
    #expect(error("call") == "input.txt:7: call needs the name of a tour function (call NAME [ARG...])")
    #expect(error("call 2go") == "input.txt:7: call: '2go' is not a function name")
    #expect(error("call say \"open") == "input.txt:7: a quoted argument is not closed")
    #expect(error("call say \"a\"b") == "input.txt:7: text after a closing quote")
  }
}
