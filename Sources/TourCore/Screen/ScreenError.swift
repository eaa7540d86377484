/// A name that does not lead to exactly one view, or a screen description that is wrong.
public enum ScreenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No view has this id or key path; `suggestion` is a close name, when there is one.
  case unknownView(String, suggestion: String?)
  /// Several views share this id; `matches` are their key paths.
  case ambiguousView(String, matches: [String])

  public var description: String {
    switch self {
    case .unknownView(let name, let suggestion):
      if let suggestion { return "unknown view '\(name.quotedInMessage)' (did you mean '\(suggestion)'?)" }
      return "unknown view '\(name.quotedInMessage)'"
    case .ambiguousView(let name, let matches):
      let list = matches.map { "'\($0)'" }.joined(separator: ", ")
      return "ambiguous view '\(name.quotedInMessage)' (matches \(list); use a key path)"
    }
  }
}
