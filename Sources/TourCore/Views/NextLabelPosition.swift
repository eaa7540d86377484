/// Where the default body puts its "next" label relative to the hint.
public enum NextLabelPosition: String, Hashable, Sendable, CaseIterable {
  /// [hint | separator | next] (the default).
  case trailing
  /// [next | separator | hint].
  case leading
  /// The next label in the top trailing corner, the hint below it.
  case topTrailing
  /// The next label in the top leading corner, the hint below it.
  case topLeading
  /// The hint on top, the next label in the bottom trailing corner.
  case bottomTrailing
  /// The hint on top, the next label in the bottom leading corner.
  case bottomLeading

  /// Whether the label sits in a corner (and the body has no separator).
  public var isCorner: Bool { self != .trailing && self != .leading }
}
