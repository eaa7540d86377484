/// Why an app's strings file could not be read: one line naming the file, and the line where
/// the format knows lines.
public struct StringsFileError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  /// The file, as messages name it.
  public var file: String
  public var line: Int?
  /// The column in the line (in characters), where the format knows it (JSON).
  public var column: Int?

  /// An error about `file` (at `line` and `column` when known).
  public init(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column: message`, as much of the place as is known.
  public var description: String {
    let place = [line, line == nil ? nil : column].compactMap { $0 }.map { ":\($0)" }.joined()
    return "\(file)\(place): \(message)"
  }
}
