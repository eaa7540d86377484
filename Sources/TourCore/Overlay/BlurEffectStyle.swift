/// The blur an overlay may use instead of its colour.
public enum BlurEffectStyle: String, Hashable, Sendable, CaseIterable {
  case light
  case dark
  case extraLight
  case regular
  case prominent
}
