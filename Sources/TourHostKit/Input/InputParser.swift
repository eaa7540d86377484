import FoundationEssentials
import TourCore
import TourLua

/// Parses input commands: one a line; blank lines and `#` comments are ignored (a `#` after
/// a command starts a comment too, outside quotes). Arguments are separated by spaces; a
/// `call` argument in double quotes is a string even when it looks like a number.
public enum InputParser {
  /// Parses one line; nil for a blank or comment line.
  /// - Throws: `InputError` naming `source` and `line`.
  public static func parse(_ text: String, line: Int, source: String) throws(InputError) -> InputCommand? {
    func fail(_ message: String) -> InputError { InputError(source: source, line: line, message: message) }
    // A command that takes the rest of the line as it is (`add`'s JSON) is not split in words.
    let trimmed = text.trimming(.spaces)
    let firstWord = String(trimmed.prefix { $0 != " " && $0 != "\t" })
    if let info = InputCommand.catalog.first(where: { $0.word == firstWord }), info.takesRestOfLine {
      let rest = trimmed.dropFirst(firstWord.count).trimming(.spaces)
      return try info.read(InputArguments(word: firstWord, tokens: [], rest: rest, source: source, line: line))
    }
    let tokens: [InputArguments.Token]
    do { tokens = try tokenize(text) } catch { throw fail(error.message) }
    guard let first = tokens.first else { return nil }
    let word = first.text
    guard let info = InputCommand.catalog.first(where: { $0.word == word }) else {
      let hint = Spelling.closest(to: word, among: InputCommand.words).map { " (did you mean '\($0)'?)" }
      throw fail("unknown command '\(word)'" + (hint ?? "; commands: " + InputCommand.words.joined(separator: ", ")))
    }
    return try info.read(InputArguments(word: word, tokens: Array(tokens.dropFirst()), rest: "", source: source, line: line))
  }

  private typealias Token = InputArguments.Token

  private struct TokenError: Error {
    var message: String
  }

  private static func tokenize(_ line: String) throws(TokenError) -> [Token] {
    var tokens: [Token] = []
    var current: String?
    var quoted = false
    var inQuotes = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      if inQuotes {
        switch character {
        case "\"": inQuotes = false
        case "\\":
          guard let escaped = characters.next() else { throw TokenError(message: "a backslash ends the line") }
          current?.append(escaped)
        default: current?.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t", "\r":
        if let text = current { tokens.append(Token(text: text, quoted: quoted)) }
        current = nil
        quoted = false
      case "#":
        if let text = current { tokens.append(Token(text: text, quoted: quoted)) }
        return tokens
      case "\"":
        guard current == nil else { throw TokenError(message: "a quote inside a word") }
        current = ""
        quoted = true
        inQuotes = true
      default:
        if quoted { throw TokenError(message: "text after a closing quote") }
        // Appended in place: one pass over the line (a new string a character was quadratic).
        if current == nil { current = "" }
        current?.append(character)
      }
    }
    if inQuotes { throw TokenError(message: "a quoted argument is not closed") }
    if let text = current { tokens.append(Token(text: text, quoted: quoted)) }
    return tokens
  }

}
