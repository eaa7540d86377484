/// The measurements of Instructions' default views (instructions-behaviour.md, section 8.3).
public enum DefaultViewMetrics {
  /// Space above and below the body's content.
  public static let bodyVerticalInset = 10.0
  /// Space left and right of the body's content.
  public static let bodyHorizontalInset = 15.0
  /// Space between the hint, the separator and the next label.
  public static let bodySpacing = 10.0
  /// Margin of the corner variants of the next label.
  public static let cornerMargin = 18.0
  /// The hint's font size.
  public static let hintFontSize = 15.0
  /// The next label's font size.
  public static let nextFontSize = 17.0
  /// The separator's width.
  public static let separatorWidth = 1.0
  /// The smallest body.
  public static let minimumBodySize = Size(width: 17, height: 18)
  /// The default arrow.
  public static let arrowSize = Size(width: 15, height: 9)
  /// The skip button's title size.
  public static let skipFontSize = 17.0
  /// The skip button's insets (top and bottom, then sides).
  public static let skipVerticalInset = 10.0
  public static let skipHorizontalInset = 15.0
  /// The body's corner radius.
  public static let bodyCornerRadius = 8.0
  /// The narrowest the hint gets beside the next label; narrower, the label goes below it.
  public static let minimumHintWidth = 100.0
}
