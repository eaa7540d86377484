/// A view found in a screen: the child indices from the top, and its key path of ids.
public struct ViewPath: Hashable, Sendable, CustomStringConvertible {
  /// Indices into `Screen.views`, then into each view's `children`.
  public var indices: [Int]
  /// The ids from the top, joined with dots (`"tabBar.profile"`).
  public var keyPath: String

  public init(indices: [Int], keyPath: String) {
    self.indices = indices
    self.keyPath = keyPath
  }

  public var description: String { keyPath }
}
