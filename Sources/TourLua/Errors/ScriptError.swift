/// A Lua error, as a value: the message Lua gave (with its `file:line:` prefix when it has
/// one) and a traceback.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The whole message, `"tour.lua:18: attempt to index a nil value (local 'missing')"`.
  public var message: String
  /// Lua's `stack traceback:` lines.
  public var traceback: String

  /// An error saying `message`, with Lua's traceback.
  public init(message: String, traceback: String = "") {
    self.message = message
    self.traceback = traceback
  }

  /// The file named at the start of the message, if any.
  public var file: String? { position?.file }
  /// The line named at the start of the message, if any.
  public var line: Int? { position?.line }
  /// The message without its `file:line: ` (the whole message when it has none).
  public var text: String {
    guard let position else { return message }
    return String(position.text)
  }

  /// The file and line the message starts with, and what it says after them.
  private var position: (file: String, line: Int, text: Substring)? {
    // "file:line: message", where the file may itself hold colons.
    var search = message.startIndex
    while let colon = message[search...].firstIndex(of: ":") {
      let afterColon = message.index(after: colon)
      let digits = message[afterColon...].prefix(while: \.isASCII).prefix(while: \.isNumber)
      if let line = Int(digits), message[digits.endIndex...].hasPrefix(": "), colon > message.startIndex {
        return (String(message[..<colon]), line, message[digits.endIndex...].dropFirst(2))
      }
      search = afterColon
    }
    return nil
  }

  /// The message.
  public var description: String { message }
}
