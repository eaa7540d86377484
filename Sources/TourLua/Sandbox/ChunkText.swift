import FoundationEssentials

/// A Lua file as editors save it, made ready for `load`, as `luaL_loadfilex` does for `lua`:
/// a UTF-8 byte-order mark (Notepad writes one) is dropped, and a first line starting with
/// `#` (a `#!` line) is emptied but kept, so that every line keeps its number.
enum ChunkText {
  static func prepared(_ data: Data) -> Data {
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard bytes.first == UInt8(ascii: "#") else { return Data(bytes) }
    let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    return Data(bytes[newline...])
  }
}
