/// Where a link's underline is drawn below its baseline, and how thick: DejaVu Sans's own
/// underline as FreeType reads it (its stem centred 85 units of 2048 per em below the baseline,
/// 90 units thick), at least a point thick.
public struct LinkUnderline: Hashable, Sendable {
  /// From the baseline down to the underline's top.
  public var offset: Double
  /// How thick it is.
  public var thickness: Double

  /// The underline of text of `fontSize`.
  public init(fontSize: Double) {
    thickness = max(1, fontSize * 90 / 2048)
    offset = fontSize * 85 / 2048 - thickness / 2
  }
}
