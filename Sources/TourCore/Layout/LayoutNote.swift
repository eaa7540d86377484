/// Something a layout had to give up on, for the host to say in a `warning` (which names the
/// mark). Every note is a promise of API.md section 3 that could not be kept in full.
public enum LayoutNote: Hashable, Sendable {
  /// The mark is taller than the safe area (it still lies on the screen when it can).
  case tooTall(height: Double, safeHeight: Double)
  /// The margins leave no width inside the safe area: the mark uses the safe area's width.
  case noWidth(margin: Double, screenWidth: Double)
  /// A preset side does not fit; the mark went to `used` (nil: over its cutout).
  case presetSideReplaced(preset: ArrowOrientation, used: ArrowOrientation?)
  /// No side has room for the mark: it is shown over its cutout, without an arrow.
  case noSideFits
  /// The mark's cutout lies wholly off the screen: the mark is centred, without an arrow.
  case cutoutOffScreen

  /// The note in words, after `mark N` (or `mark N: part P`).
  public func message(_ subject: String) -> String {
    switch self {
    case .tooTall(let height, let safeHeight):
      "\(subject) is \(Self.points(height)) pt tall; the safe area is \(Self.points(safeHeight)) pt"
    case .noWidth(let margin, let screenWidth):
      "\(subject): horizontalMargin \(Self.points(margin)) leaves no width on a \(Self.points(screenWidth))-point screen; the margins are dropped"
    case .presetSideReplaced(let preset, let used?):
      "\(subject): arrowOrientation '\(preset.rawValue)' does not fit; the mark is on side '\(used.rawValue)'"
    case .presetSideReplaced(let preset, nil):
      "\(subject): arrowOrientation '\(preset.rawValue)' does not fit, nor does any other side; the mark is shown over its cutout, without an arrow"
    case .noSideFits:
      "\(subject) has no room beside its cutout on any side; it is shown over it, without an arrow"
    case .cutoutOffScreen:
      "\(subject): its cutout is off screen"
    }
  }

  /// Points as a message writes them: `334`, `180.5`.
  public static func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
  }
}
