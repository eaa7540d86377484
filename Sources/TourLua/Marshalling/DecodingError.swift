/// A value from a script or a screen file that has the wrong shape; the message names the
/// field (`"views[2].frame: rect expected, got string"`).
package struct DecodingError: Error, Hashable, CustomStringConvertible {
  package var message: String

  init(_ message: String) {
    self.message = message
  }

  /// The same error with a field path in front.
  func at(_ path: String) -> DecodingError {
    DecodingError(path.isEmpty ? message : "\(path): \(message)")
  }

  package var description: String { message }
}
