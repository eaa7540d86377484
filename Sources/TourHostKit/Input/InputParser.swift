import Foundation
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
    // `add` takes the rest of the line as JSON, as it is.
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("add ") || trimmed == "add" {
      let json = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
      guard !json.isEmpty else { throw fail(#"add takes a view as JSON (add {"id": "banner", "frame": [16, 80, 358, 60]})"#) }
      do { return .add(try AddedView(json: json)) } catch { throw fail("add: \(error.message)") }
    }
    let tokens: [Token]
    do { tokens = try tokenize(text) } catch { throw fail(error.message) }
    guard let first = tokens.first else { return nil }
    let word = first.text
    let arguments = Array(tokens.dropFirst())
    func numbers(_ counts: Int...) throws(InputError) -> [Double] {
      guard counts.contains(arguments.count) else {
        let count = counts.map(String.init).joined(separator: " or ")
        let plural = counts == [1] ? "" : "s"
        throw fail("\(word) takes \(count) number\(plural) (\(InputCommand.usage(of: word))), got \(arguments.count)")
      }
      var values: [Double] = []
      for argument in arguments {
        guard !argument.quoted, let value = Double(argument.text), value.isFinite else {
          throw fail("\(word): '\(argument.text)' is not a number")
        }
        guard NumberRange.contains(value) else { throw fail("\(word): \(argument.text) is out of range (numbers lie within ±1e9)") }
        values.append(value)
      }
      return values
    }
    switch word {
    case "next", "overlay", "cutout", "skip", "previous", "press":
      guard arguments.isEmpty else { throw fail("\(word) takes no arguments") }
      switch word {
      case "next": return .next
      case "overlay": return .overlay
      case "cutout": return .cutout
      case "skip": return .skip
      case "press": return .press
      default: return .previous
      }
    case "tap":
      let xy = try numbers(2)
      return .tap(Point(x: xy[0], y: xy[1]))
    case "wait":
      let seconds = try numbers(1)[0]
      guard seconds >= 0 else { throw fail("wait: seconds must not be negative, got \(arguments[0].text)") }
      return .wait(seconds)
    case "resize":
      let values = try numbers(2, 6)
      guard values[0] > 0, values[1] > 0 else { throw fail("resize: width and height must be positive") }
      let size = Size(width: values[0], height: values[1])
      guard values.count == 6 else { return .resize(size, safeArea: nil) }
      let insets = EdgeInsets(top: values[2], left: values[3], bottom: values[4], right: values[5])
      guard values[2...].allSatisfy({ $0 >= 0 }) else { throw fail("resize: the safe area's insets must not be negative") }
      guard insets.top + insets.bottom < size.height, insets.left + insets.right < size.width else {
        throw fail("resize: the safe area leaves no room on a \(arguments[0].text)×\(arguments[1].text) screen")
      }
      return .resize(size, safeArea: insets)
    case "set":
      guard arguments.count == 2, !arguments[0].quoted, isIdentifier(arguments[0].text) else {
        throw fail("set takes a parameter's name and a value (\(InputCommand.usage(of: "set")))")
      }
      let value = arguments[1]
      let json: String
      if !value.quoted, let number = Double(value.text), number.isFinite {
        json = value.text
      } else if !value.quoted, value.text == "true" || value.text == "false" {
        json = value.text
      } else {
        json = String(decoding: (try? JSONEncoder().encode(value.text)) ?? Data(), as: UTF8.self)
      }
      return .set(arguments[0].text, json: json)
    case "remove":
      guard arguments.count == 1 else { throw fail("remove takes the id or key path of a view (\(InputCommand.usage(of: "remove")))") }
      return .remove(arguments[0].text)
    case "event":
      guard arguments.count == 1, !arguments[0].text.isEmpty else { throw fail("event takes the name of an event (\(InputCommand.usage(of: "event")))") }
      return .event(arguments[0].text)
    case "navigate":
      guard arguments.count == 1, !arguments[0].quoted || !arguments[0].text.isEmpty else {
        throw fail("navigate takes the name of a screen (\(InputCommand.usage(of: "navigate")))")
      }
      return .navigate(arguments[0].text)
    case "call":
      guard let name = arguments.first else { throw fail("call needs the name of a tour function (\(InputCommand.usage(of: "call")))") }
      guard !name.quoted, isIdentifier(name.text) else { throw fail("call: '\(name.text)' is not a function name") }
      let values = arguments.dropFirst().map { token -> ScriptArgument in
        if !token.quoted, let number = Double(token.text), number.isFinite { return .number(number) }
        return .string(token.text)
      }
      return .call(name.text, Array(values))
    default:
      let hint = Spelling.closest(to: word, among: InputCommand.words).map { " (did you mean '\($0)'?)" }
      throw fail("unknown command '\(word)'" + (hint ?? "; commands: " + InputCommand.words.joined(separator: ", ")))
    }
  }

  private struct Token {
    var text: String
    var quoted: Bool
  }

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
          current!.append(escaped)
        default: current!.append(character)
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
        current = (current ?? "") + String(character)
      }
    }
    if inQuotes { throw TokenError(message: "a quoted argument is not closed") }
    if let text = current { tokens.append(Token(text: text, quoted: quoted)) }
    return tokens
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
    return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }
}
