import FoundationEssentials
import TourHostKit

/// What the terminal's bytes mean, one read at a time: keys, and, after `:`, a command line
/// edited in place (Backspace deletes, Enter runs it, Escape or Ctrl-U clears and closes it).
struct KeyReader {
  /// What a read brought.
  enum Input: Hashable {
    /// A key of the interactive mode.
    case key(InteractiveKey)
    /// A command line the user finished with Enter (without its `:`).
    case command(String)
  }

  /// The command line being typed (without its `:`), or nil when none is open.
  private(set) var line: String?
  private var pending: [UInt8] = []
  /// The start of an arrow's escape sequence that the last read cut off, kept for the next.
  private var carried: [UInt8] = []

  /// Reads the bytes of one `read`.
  mutating func feed(_ newBytes: [UInt8]) -> [Input] {
    let bytes = carried + newBytes
    carried = []
    var inputs: [Input] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if line != nil {
        index += edit(bytes, at: index, into: &inputs)
        continue
      }
      if byte == UInt8(ascii: ":") {
        line = ""
        index += 1
        continue
      }
      // A terminal's → is ESC [ C; a busy machine may hand it over in two reads.
      if byte == 0x1B, index + 2 >= bytes.count,
        index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O")
      {
        carried = Array(bytes[index...])
        break
      }
      let (key, length) = InteractiveKey.key(in: bytes, at: index)
      if let key { inputs.append(.key(key)) }
      index += length
    }
    return inputs
  }

  /// Edits the open command line with the byte (or escape sequence) at `index`; returns how
  /// many bytes it took.
  private mutating func edit(_ bytes: [UInt8], at index: Int, into inputs: inout [Input]) -> Int {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
      let text = (line ?? "") + String(decoding: pending, as: UTF8.self)
      line = nil
      pending = []
      if !text.trimming(.spaces).isEmpty { inputs.append(.command(text)) }
      return 1
    case 0x1B:
      // An arrow key's sequence is ignored; Escape alone closes the line.
      if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") { return 3 }
      line = nil
      pending = []
      return 1
    case 0x15:  // Ctrl-U
      line = nil
      pending = []
      return 1
    case 0x7F, 0x08:
      if !pending.isEmpty { pending.removeAll() } else if line?.isEmpty == false { line?.removeLast() } else { line = nil }
      return 1
    case 0..<0x20:
      return 1
    default:
      // UTF-8 may arrive split across reads: bytes wait until they make a character.
      pending.append(byte)
      if let text = String(validating: pending, as: UTF8.self) {
        line? += text
        pending = []
      } else if pending.count >= 4 {
        pending = []
      }
      return 1
    }
  }
}
