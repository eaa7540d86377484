/// Light or dark mode (`appearance` in a tour): it picks the default colours.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case light
  case dark
}
