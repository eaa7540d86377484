/// The encoding rule for every text file a tour reads (String Catalogs, `strings.xml`, XML
/// captures): UTF-8, with or without its byte-order mark, as Xcode and Android Studio write
/// them. A file in UTF-16 is named as such, not read as bytes and refused for a NUL.
package enum TextEncoding {
  /// Why the bytes are not UTF-8 text when they are plainly UTF-16 (a UTF-16 byte-order mark,
  /// or a NUL in one of the first two bytes); nil otherwise.
  package static func utf16Problem(_ bytes: some Collection<UInt8>) -> String? {
    let head = Array(bytes.prefix(2))
    guard head.count == 2 else { return nil }
    if head == [0xFE, 0xFF] || head == [0xFF, 0xFE] {
      return "the file is UTF-16 (it starts with a UTF-16 byte-order mark); tourhost reads UTF-8: save it as UTF-8"
    }
    if (head[0] == 0) != (head[1] == 0) {
      return "the file looks like UTF-16 (a NUL byte in its first two); tourhost reads UTF-8: save it as UTF-8"
    }
    return nil
  }

  /// The offset where the first byte sequence that is not UTF-8 starts; nil when all is UTF-8.
  package static func firstInvalidUTF8(in bytes: some Collection<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }
}
