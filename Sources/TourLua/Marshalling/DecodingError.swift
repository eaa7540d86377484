/// A value from a script or a screen file that has the wrong shape; the message names the
/// field by its path in the table (`"views[2].frame: rect expected, got string"`,
/// `"body.hint: string expected, got number"`).
package struct DecodingError: Error, Hashable, CustomStringConvertible {
  /// Where in the value the problem is (`body.hint`, `[2].frame`), or empty.
  package var path: String
  /// What is wrong there.
  package var problem: String
  /// The key inside `path` the problem is about, when it is a key (an unknown field), so that
  /// a file's position can point at it; not part of the message.
  package var focus: String?

  init(_ problem: String, focus: String? = nil) {
    self.path = ""
    self.problem = problem
    self.focus = focus
  }

  /// The problem, after its path: `body.hint: string expected, got number`.
  package var message: String { path.isEmpty ? problem : "\(path): \(problem)" }

  /// The same error one level out: `key` is the field (or `[n]`, the list position) that held
  /// the value the error is about.
  func at(_ key: String) -> DecodingError {
    guard !key.isEmpty else { return self }
    var outer = self
    outer.path = path.isEmpty ? key : key + (path.hasPrefix("[") ? "" : ".") + path
    return outer
  }

  package var description: String { message }
}
