import TourCore

/// A fault `check --faults` applies to the target of one step, on the screen model, when the
/// step begins: what an app's next build or a slow network does to the view a step points at.
public struct TargetFault: Hashable, Sendable {
  /// What happens to the target.
  public enum Kind: String, CaseIterable, Sendable {
    /// It is not there.
    case absent
    /// It comes `seconds` after the step begins.
    case late
    /// Another view with its id comes before it (the identifier matches two views).
    case duplicate
    /// It is moved outside its scroll container's content (or the screen): no scroll reaches it.
    case offscreen
    /// A sheet is drawn above it.
    case covered
    /// It has no size.
    case zeroSize = "zero-size"
    /// It is there but not shown (a capture's `visible="false"`); tourhost's screens, like its
    /// capture reader, leave such a view out.
    case hidden
  }

  /// What happens.
  public var kind: Kind
  /// For `late`: how long after the step begins the target comes.
  public var seconds: Double

  /// A fault of `kind` (`seconds` for `late`).
  public init(_ kind: Kind, seconds: Double = 0) {
    self.kind = kind
    self.seconds = seconds
  }

  /// How messages name it: `absent`, `late 2 s`.
  public var name: String { kind == .late ? "late \(seconds.scriptText) s" : kind.rawValue }

  /// The faults every step is played under: absent, late by 0.5 s, 2 s and 10 s on the
  /// virtual clock, duplicate, offscreen, covered, zero-size and hidden.
  public static let standard: [TargetFault] =
    [.init(.absent), .init(.late, seconds: 0.5), .init(.late, seconds: 2), .init(.late, seconds: 10)]
    + [Kind.duplicate, .offscreen, .covered, .zeroSize, .hidden].map { TargetFault($0) }

}
