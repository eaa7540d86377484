import Testing
import TourPreview

/// The pure parts of the preview's limits: where a head ends and how frames become messages.
@Suite("The preview's head scanner and message assembler")
struct PreviewFramingTests {
  @Test("heads: carriage returns and leading empty lines do not count; each head starts afresh")
  func scanner() {
    var scanner = RequestHeadScanner()
    #expect(scanner.scan(Array("\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)) == .withinLimits)
    // A second head on the same connection starts with a fresh count.
    #expect(scanner.scan(Array(("GET /" + String(repeating: "a", count: 8_000) + " HTTP/1.1\n\n").utf8)) == .withinLimits)
    #expect(scanner.scan(Array(("GET /" + String(repeating: "a", count: 8_187)).utf8)) == .withinLimits)
    #expect(scanner.scan(Array("a".utf8)) == .requestLineTooLong)
    // Once passed, the verdict stays.
    #expect(scanner.scan(Array("\n\n".utf8)) == .requestLineTooLong)

    var headers = RequestHeadScanner()
    #expect(headers.scan(Array("GET / HTTP/1.1\r\n".utf8)) == .withinLimits)
    #expect(headers.scan(Array(repeating: UInt8(ascii: "h"), count: 16_384 - 14)) == .withinLimits)
    #expect(headers.scan([UInt8(ascii: "h")]) == .headTooLarge)
  }

  func frame(_ kind: MessageAssembler.Frame.Kind, _ text: String, final: Bool = true, masked: Bool = true, reserved: Bool = false)
    -> MessageAssembler.Frame
  {
    MessageAssembler.Frame(kind: kind, isFinal: final, isMasked: masked, hasReservedBits: reserved, payload: Array(text.utf8))
  }

  @Test("frames: messages put together, control frames between fragments, every fault's close code")
  func assembler() {
    var assembler = MessageAssembler()
    #expect(assembler.take(frame(.text, "{\"a\":", final: false)) == .wait)
    #expect(assembler.take(frame(.ping, "hi")) == .pong(Array("hi".utf8)))
    #expect(assembler.take(frame(.continuation, "1}")) == .text("{\"a\":1}"))
    #expect(assembler.take(frame(.binary, "bytes")) == .wait)
    #expect(assembler.take(frame(.pong, "")) == .wait)
    #expect(assembler.take(frame(.close, "")) == .close(1000))

    var unmasked = MessageAssembler()
    #expect(unmasked.take(frame(.text, "x", masked: false)) == .close(1002))
    var reserved = MessageAssembler()
    #expect(reserved.take(frame(.text, "x", reserved: true)) == .close(1002))
    var stray = MessageAssembler()
    #expect(stray.take(frame(.continuation, "x")) == .close(1002))
    var interleaved = MessageAssembler()
    #expect(interleaved.take(frame(.text, "x", final: false)) == .wait)
    #expect(interleaved.take(frame(.text, "y")) == .close(1002))
    var unknown = MessageAssembler()
    #expect(unknown.take(frame(.other, "")) == .close(1002))
    var invalid = MessageAssembler()
    #expect(
      invalid.take(MessageAssembler.Frame(kind: .text, isFinal: true, isMasked: true, hasReservedBits: false, payload: [0xC3, 0x28])) == .close(1007))

    var big = MessageAssembler()
    #expect(big.take(frame(.text, String(repeating: "a", count: 65_535), final: false)) == .wait)
    #expect(big.take(frame(.continuation, "a")) == .text(String(repeating: "a", count: 65_536)))
    #expect(big.take(frame(.text, String(repeating: "a", count: 65_536), final: false)) == .wait)
    #expect(big.take(frame(.continuation, "a")) == .close(1009))
  }
}
