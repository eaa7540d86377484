/// A JSON text that is not JSON: where, and what is wrong there.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  package var position: JSONPosition
  package var problem: String

  /// `3:14: a comma or '}' expected after the value of 'width'`.
  package var description: String { "\(position): \(problem)" }
}
