import Testing
import TourHostKit
import TourPreview

@testable import TourHostLive

/// What the interactive mode reads: terminal keys as bytes, and the preview page's messages.
@Suite("Interactive input")
struct InteractiveInputTests {
  @Test("an arrow's escape sequence cut between two reads is still the arrow")
  func splitArrow() {
    var reader = KeyReader()
    #expect(reader.feed([0x1B]) == [])
    #expect(reader.feed(Array("[Cs".utf8)) == [.key(.next), .key(.skip)])
    #expect(reader.feed(Array("p\u{1B}[".utf8)) == [.key(.pause)])
    #expect(reader.feed(Array("D".utf8)) == [.key(.previous)])
  }

  @Test("keys from the bytes a terminal sends: arrows are escape sequences, Enter is CR or LF")
  func keys() {
    let bytes = Array("\u{1B}[C\u{1B}[D\r\nspqrocbxaz\u{1B}OC".utf8)
    #expect(
      InteractiveKey.keys(in: bytes) == [
        .next, .previous, .next, .next, .skip, .pause, .quit, .restart, .overlay, .cutout, .back, .close, .action, .next,
      ])
    #expect(InteractiveKey.keys(in: Array("\u{1B}[A".utf8)) == [])
  }

  @Test("the page's messages: taps and keys, and nothing else")
  func pageMessages() {
    #expect(PreviewRequest(json: #"{"type":"tap","x":120.5,"y":48}"#, keys: InteractiveKey.buttonNames) == .tap(x: 120.5, y: 48))
    #expect(PreviewRequest(json: #"{"type":"key","key":"next"}"#, keys: InteractiveKey.buttonNames) == .key("next"))
    #expect(PreviewRequest(json: #"{"type":"key","key":"quit"}"#, keys: InteractiveKey.buttonNames) == nil)
    #expect(PreviewRequest(json: #"{"type":"tap","x":"1","y":2}"#, keys: InteractiveKey.buttonNames) == nil)
    #expect(PreviewRequest(json: #"{"type":"eval","code":"os.exit()"}"#, keys: InteractiveKey.buttonNames) == nil)
    #expect(PreviewRequest(json: "not json", keys: InteractiveKey.buttonNames) == nil)
  }

  @Test("the step picker's message: a whole step from 1 to 1,000,000, and nothing else")
  func stepMessages() {
    let keys = InteractiveKey.buttonNames
    #expect(PreviewRequest(json: #"{"type":"step","step":4}"#, keys: keys) == .step(4))
    #expect(PreviewRequest(json: #"{"type":"step","step":1000000}"#, keys: keys) == .step(1_000_000))
    for bad in ["0", "-2", "1.5", "1e7", "\"3\"", "null"] {
      #expect(PreviewRequest(json: #"{"type":"step","step":\#(bad)}"#, keys: keys) == nil, "\(bad)")
    }
  }
}
