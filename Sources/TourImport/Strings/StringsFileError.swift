/// Why an app's strings file could not be read: one line naming the file, and the line where
/// the format knows lines.
public struct StringsFileError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  /// The file, as messages name it.
  public var file: String
  public var line: Int?

  /// An error about `file` (at `line` when known).
  public init(_ message: String, file: String, line: Int? = nil) {
    self.message = message
    self.file = file
    self.line = line
  }

  /// `file:line: message`.
  public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}
