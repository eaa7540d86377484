extension StringProtocol where SubSequence == Substring {
  /// The text's lines, split at "\n" and at "\r\n" (which Swift reads as one character, so a
  /// plain split at "\n" would keep a file with Windows line endings as one line).
  ///
  /// The split is made on the UTF-8 bytes: "\n" is always a character of its own or the end of
  /// "\r\n", so the lines are the characters' split, found at byte speed in a line of megabytes.
  public var textLines: [Substring] {
    let text = self[...]
    guard let newlines = text.utf8Offsets(of: [UInt8(ascii: "\n")]) else {
      return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
    let bytes = text.utf8
    var lines: [Substring] = []
    lines.reserveCapacity(newlines.count + 1)
    var start = bytes.startIndex
    for offset in newlines {
      let newline = bytes.index(bytes.startIndex, offsetBy: offset)
      let before = newline > start ? bytes.index(before: newline) : newline
      let end = newline > start && bytes[before] == UInt8(ascii: "\r") ? before : newline
      lines.append(text[start..<end])
      start = bytes.index(after: newline)
    }
    lines.append(text[start...])
    return lines
  }
}

extension String {
  /// The most bytes of a value a report shows whole (a trace line's text, a parameter in
  /// `tourhost why` and `tourhost state list`); a longer one is cut, with its length.
  public static let longestShownValue = 64 << 10

  /// The most of a script's text a message quotes: a name or value longer than this is cut,
  /// with `…` and the length, so that a megabyte string does not make a megabyte message.
  public static let quotedLength = 80

  /// The text as a message quotes it: whole up to `quotedLength` characters, else its start,
  /// `…` and how long it is (`xxxx… (1000000 characters)`).
  public var quotedInMessage: String {
    guard utf8.count > Self.quotedLength, unicodeScalars.count > Self.quotedLength else { return self }
    return String(unicodeScalars.prefix(Self.quotedLength)) + lengthNote
  }

  /// The text whole up to `limit` bytes of UTF-8, else its start up to `limit` bytes (cut on a
  /// character's edge), `…` and how long it is, as `quotedInMessage` says it.
  public func cut(toUTF8Bytes limit: Int) -> String {
    guard utf8.count > limit else { return self }
    var kept = 0
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      kept += UTF8.width(scalar)
      guard kept <= limit else { break }
      scalars.append(scalar)
    }
    return String(scalars) + lengthNote
  }

  /// `… (N characters)`: what a cut text says of its length.
  private var lengthNote: String { "… (\(unicodeScalars.count) characters)" }
}

extension String {
  /// The text with spaces after it up to `width` characters (as it is when it is as long or
  /// longer): a column of a table.
  public func padded(to width: Int) -> String {
    let length = count
    return length >= width ? self : self + String(repeating: " ", count: width - length)
  }
}
