/// Writes JSON straight into a byte buffer, as `JSONValue.write` writes the same value, with
/// no tree built first: the trace's lines, thousands a second, are written this way.
///
/// The caller opens and closes objects and arrays; the writer puts the commas in.
struct JSONLineWriter {
  /// The text written so far (UTF-8).
  var bytes: [UInt8]
  /// Whether the next value or key follows another in its object or array.
  private var followsValue = false

  init(appendingTo bytes: [UInt8] = []) { self.bytes = bytes }

  mutating func openObject() { open(UInt8(ascii: "{")) }
  mutating func closeObject() { close(UInt8(ascii: "}")) }
  mutating func openArray() { open(UInt8(ascii: "[")) }
  mutating func closeArray() { close(UInt8(ascii: "]")) }

  /// An object's key; its value follows.
  mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    followsValue = false
  }

  mutating func number(_ value: Double, decimals: Int) {
    separate()
    JSONValue.write(value, decimals: decimals, to: &bytes)
    followsValue = true
  }

  mutating func string(_ text: String) {
    separate()
    JSONValue.quote(text, into: &bytes)
    followsValue = true
  }

  mutating func bool(_ flag: Bool) { literal(flag ? "true" : "false") }
  mutating func null() { literal("null") }

  private mutating func literal(_ text: StaticString) {
    separate()
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    followsValue = true
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    followsValue = false
  }

  private mutating func close(_ bracket: UInt8) {
    bytes.append(bracket)
    followsValue = true
  }

  private mutating func separate() {
    if followsValue { bytes.append(UInt8(ascii: ",")) }
  }
}
