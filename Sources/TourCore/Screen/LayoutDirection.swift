/// The reading direction of the app; in right-to-left the default views mirror their content.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
