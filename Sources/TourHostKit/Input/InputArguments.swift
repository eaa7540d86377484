import FoundationEssentials
import TourCore
import TourLua

/// The arguments of one input command as its catalog entry reads them: the words after the
/// command's (a quoted one keeps its quotes' meaning), or the rest of the line as written.
struct InputArguments: Sendable {
  /// One word of a line: its text, and whether it was in double quotes.
  struct Token: Sendable {
    var text: String
    var quoted: Bool
  }

  /// The command's word.
  let word: String
  let tokens: [Token]
  /// The rest of the line after the word, trimmed (for a command that takes it as it is).
  let rest: String
  /// Where the line is, for messages.
  let source: String
  let line: Int

  /// A message naming the file and line.
  func fail(_ message: String) -> InputError { InputError(source: source, line: line, message: message) }

  /// `command`, when no arguments were given.
  func none(_ command: InputCommand) throws(InputError) -> InputCommand {
    guard tokens.isEmpty else { throw fail("\(word) takes no arguments") }
    return command
  }

  /// The arguments as finite numbers within ±1e9, when there are as many as one of `counts`.
  func numbers(_ counts: Int...) throws(InputError) -> [Double] {
    guard counts.contains(tokens.count) else {
      let count = counts.map(String.init).joined(separator: " or ")
      let plural = counts == [1] ? "" : "s"
      throw fail("\(word) takes \(count) number\(plural) (\(InputCommand.usage(of: word))), got \(tokens.count)")
    }
    var values: [Double] = []
    for argument in tokens {
      guard !argument.quoted, let value = Double(argument.text), value.isFinite else { throw fail("\(word): '\(argument.text)' is not a number") }
      guard NumberRange.contains(value) else { throw fail("\(word): \(argument.text) is out of range (numbers lie within ±1e9)") }
      values.append(value)
    }
    return values
  }

  /// `resize WIDTH HEIGHT [TOP LEFT BOTTOM RIGHT]`.
  static func resize(_ arguments: InputArguments) throws(InputError) -> InputCommand {
    let values = try arguments.numbers(2, 6)
    guard values[0] > 0, values[1] > 0 else { throw arguments.fail("resize: width and height must be positive") }
    let size = Size(width: values[0], height: values[1])
    guard values.count == 6 else { return .resize(size, safeArea: nil) }
    let insets = EdgeInsets(top: values[2], left: values[3], bottom: values[4], right: values[5])
    guard values[2...].allSatisfy({ $0 >= 0 }) else { throw arguments.fail("resize: the safe area's insets must not be negative") }
    guard insets.top + insets.bottom < size.height, insets.left + insets.right < size.width else {
      throw arguments.fail("resize: the safe area leaves no room on a \(arguments.tokens[0].text)×\(arguments.tokens[1].text) screen")
    }
    return .resize(size, safeArea: insets)
  }

  /// `set NAME VALUE`: a number, true, false, or text (JSON-encoded).
  static func set(_ arguments: InputArguments) throws(InputError) -> InputCommand {
    let tokens = arguments.tokens
    guard tokens.count == 2, !tokens[0].quoted, isIdentifier(tokens[0].text) else {
      throw arguments.fail("set takes a parameter's name and a value (\(InputCommand.usage(of: "set")))")
    }
    let value = tokens[1]
    let json: String
    if !value.quoted, let number = Double(value.text), number.isFinite {
      json = value.text
    } else if !value.quoted, value.text == "true" || value.text == "false" {
      json = value.text
    } else {
      json = String(decoding: (try? JSONEncoder().encode(value.text)) ?? Data(), as: UTF8.self)
    }
    return .set(tokens[0].text, json: json)
  }

  /// `call NAME [ARG...]`: numbers, and text (a quoted number stays text).
  static func call(_ arguments: InputArguments) throws(InputError) -> InputCommand {
    guard let name = arguments.tokens.first else {
      throw arguments.fail("call needs the name of a tour function (\(InputCommand.usage(of: "call")))")
    }
    guard !name.quoted, isIdentifier(name.text) else { throw arguments.fail("call: '\(name.text)' is not a function name") }
    let values = arguments.tokens.dropFirst().map { token -> ScriptArgument in
      if !token.quoted, let number = Double(token.text), number.isFinite { return .number(number) }
      return .string(token.text)
    }
    return .call(name.text, Array(values))
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
    return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }
}
