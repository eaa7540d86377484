/// A bad line of input commands: `input.txt:3: unknown command 'nxt' (did you mean 'next'?)`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// How the input is named (the file as given, or `<stdin>`).
  public var source: String
  public var line: Int
  public var message: String

  public init(source: String, line: Int, message: String) {
    self.source = source
    self.line = line
    self.message = message
  }

  /// `input.txt:3: message`; a problem with the whole file (line 0) is said without a line.
  public var description: String { line > 0 ? "\(source):\(line): \(message)" : message }
}
