import FoundationEssentials

/// Where a `{` that Lua reports unclosed was probably left open. Lua names the brace it was
/// closing when the file went wrong (`tour.lua:14: '}' expected (to close '{' at line 2) near
/// 'return'`): the outer table's, many lines before the mistake, which is usually an inner
/// `{` left open, whose next line sits no deeper than it. The message then names that line.
enum UnclosedBrace {
  /// `message` with the line that probably lacks its `}` (`; line 9 opens a '{' that is not
  /// closed before line 10, which is indented no deeper: a '}' missing there?`), or as it is.
  static func explained(_ message: String, source: Data) -> String {
    guard let (opener, failed) = lines(in: message), failed > opener, failed - opener <= 100_000 else { return message }
    let text = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard failed <= text.count else { return message }
    var index = opener  // 0-based: the line after the opener
    while index < failed - 1 {
      let line = text[index]
      let net = balance(of: line)
      if net > 0, let next = nextCodeLine(after: index, before: failed - 1, in: text),
        indent(of: text[next]) <= indent(of: line), !text[next].drop(while: \.isWhitespace).hasPrefix("}")
      {
        return message
          + "; line \(index + 1) opens a '{' that is not closed before line \(next + 1), which is indented no deeper: a '}' missing there?"
      }
      index += 1
    }
    return message
  }

  /// The opener's and the failure's lines of Lua's message, when it is this one.
  private static func lines(in message: String) -> (opener: Int, failed: Int)? {
    guard let found = message.firstMatch(of: #/:(\d+): '\}' expected \(to close '\{' at line (\d+)\)/#),
      let failed = Int(found.1), let opener = Int(found.2)
    else { return nil }
    return (opener, failed)
  }

  /// `{` less `}` outside strings and comments (a rough reading: `"..."`, `'...'` and `--`).
  private static func balance(of line: Substring) -> Int {
    var net = 0
    var quote: Character?
    var previous: Character?
    for character in line {
      if let open = quote {
        if character == open, previous != "\\" { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "-", previous == "-" {
        break
      } else if character == "{" {
        net += 1
      } else if character == "}" {
        net -= 1
      }
      previous = character
    }
    return net
  }

  private static func indent(of line: Substring) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
  }

  /// The next line after `index`, before `end`, that is not blank or only a comment.
  private static func nextCodeLine(after index: Int, before end: Int, in text: [Substring]) -> Int? {
    var next = index + 1
    while next < end {
      let code = text[next].drop { $0.isWhitespace }
      if !code.isEmpty, !code.hasPrefix("--") { return next }
      next += 1
    }
    return nil
  }
}
