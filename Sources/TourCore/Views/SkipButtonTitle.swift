/// The default skip button's title size: the style's (or the default) size, made smaller to
/// fit the button's width when the title is wider (as UIKit's `adjustsFontSizeToFitWidth`
/// does), down to half of it; so that a long title at a large text size ("Überspringen" at
/// AX5) is not cut at the screen's edge.
enum SkipButtonTitle {
  static func fontSize(
    _ title: String, style: DefaultViewStyle, width: Double, measurer: any TextMeasuring, direction: LayoutDirection
  ) -> Double {
    let size = style.fontSize ?? DefaultViewMetrics.skipFontSize
    let room = width - 2 * DefaultViewMetrics.skipHorizontalInset
    let natural = measurer.width(of: title, fontSize: size, bold: false, direction: direction)
    guard natural > room, room > 0 else { return size }
    return max(size * room / natural, size / 2)
  }
}
