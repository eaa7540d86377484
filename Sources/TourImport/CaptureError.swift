/// Why a capture could not be imported: one line that names the file, and the line and
/// column where the file says where.
public struct CaptureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong (`a DOCTYPE is refused: ...`).
  public var message: String
  /// Where, when the file's format knows lines: 1-based.
  public var line: Int?
  /// The column, with the line.
  public var column: Int?

  /// An error saying `message`, at `line` and `column` when known.
  public init(_ message: String, line: Int? = nil, column: Int? = nil) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// The message after `file:line:column: ` (or `file: `), as a script's error would read.
  public func located(in file: String) -> String {
    switch (line, column) {
    case (let line?, let column?): "\(file):\(line):\(column): \(message)"
    case (let line?, nil): "\(file):\(line): \(message)"
    default: "\(file): \(message)"
    }
  }

  /// The message as if the file were called `capture`.
  public var description: String { located(in: "capture") }
}
