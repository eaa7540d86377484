import Testing
import TourCore

@testable import TourLua

/// Keys written in the host's code are interned once per state and fetched by reference after
/// that (`LuaStack.push(key:)`, `clua_pushkey`).
@Suite("Interned keys")
struct InternedKeyTests {
  @Test("a key pushed twice is the same string, and the stack grows by one each time")
  func sameKey() {
    let state = LuaState()
    let stack = state.stack
    stack.push(key: "gapBetweenBodyAndArrow")
    stack.push(key: "gapBetweenBodyAndArrow")
    #expect(stack.top == 2)
    #expect(stack.string(1) == "gapBetweenBodyAndArrow")
    #expect(stack.rawEqual(1, 2))
    stack.pop(2)
  }

  @Test("more texts than the table has room for are each pushed as themselves")
  func overflow() {
    let state = LuaState()
    let count = 3000
    let width = 8
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: count * width)
    defer { buffer.deallocate() }
    for n in 0..<count {
      for (offset, byte) in "k\(n)".utf8.enumerated() { buffer[n * width + offset] = CChar(bitPattern: byte) }
    }
    var wrong: [Int] = []
    for round in 0..<2 {
      for n in 0..<count {
        let text = "k\(n)"
        state.stack.pushInterned(UnsafeBufferPointer(start: buffer + n * width, count: text.utf8.count))
        if state.stack.string(-1) != text { wrong.append(round * count + n) }
        state.stack.pop()
      }
    }
    #expect(wrong == [])
    #expect(state.top == 0)
  }

  @Test("the same address with another length is another key")
  func lengthCounts() {
    let state = LuaState()
    let text: StaticString = "cutoutPath"
    text.withUTF8Buffer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        let short = UnsafeBufferPointer(rebasing: chars[..<6])
        state.stack.pushInterned(short)
        state.stack.pushInterned(chars)
        state.stack.pushInterned(short)
      }
    }
    #expect([state.stack.string(1), state.stack.string(2), state.stack.string(3)] == ["cutout", "cutoutPath", "cutout"])
    state.stack.pop(3)
  }

  @Test("an arrow's side pushed as a literal is its raw value")
  func sides() {
    #expect(ArrowOrientation.allCases.map { $0.literal.description } == ArrowOrientation.allCases.map(\.rawValue))
  }
}
