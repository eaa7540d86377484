/// A view description for `add` that cannot be used; the message says why.
public struct AddedViewError: Error, Hashable, Sendable {
  /// What is wrong.
  public var message: String
}
