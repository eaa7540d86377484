/// A place in a JSON text: 1-based line and column (in characters of the line).
package struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
  package var line: Int
  package var column: Int

  package var description: String { "\(line):\(column)" }
}
