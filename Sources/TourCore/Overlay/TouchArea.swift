/// The touch area of tourhost's own controls: at least 44×44 points on iOS (Apple's Human
/// Interface Guidelines) and 48×48 dp on Android (Android's accessibility guidance), both over
/// WCAG 2.5.8's 24×24, grown around the drawn control's centre, as a UIKit or Android control
/// widens its hit area beyond its drawn shape.
public enum TouchArea {
  /// The smallest side of a default control's touch area, in points (dp on Android), on
  /// `platform` (nil, the described screen with no device: iOS).
  public static func minimum(on platform: Device.Platform?) -> Double {
    platform == .android ? 48 : 44
  }

  /// `frame` grown evenly to at least `minimum` on each side it lacks; nil when it needs no
  /// growing.
  public static func around(_ frame: Rect, minimum: Double = 44) -> Rect? {
    guard frame.width < minimum || frame.height < minimum else { return nil }
    let x = frame.width < minimum ? frame.x - (minimum - frame.width) / 2 : frame.x
    let y = frame.height < minimum ? frame.y - (minimum - frame.height) / 2 : frame.y
    return Rect(x: x, y: y, width: max(frame.width, minimum), height: max(frame.height, minimum))
  }
}

extension TouchArea {
  /// Gives a laid-out mark the touch areas of its default controls: each part whose body is
  /// Instructions' default body (the whole body is its next control), each control of a rich
  /// bubble (`texts`, the parts' laid-out bodies), and the default skip button.
  static func apply(
    to layout: inout MarkLayout, views: [MarkViews], texts: [DefaultBodyLayout?], skip: SkipViewSetting, on platform: Device.Platform?
  ) {
    let minimum = minimum(on: platform)
    func give(_ part: inout MarkLayout, offset: Int) {
      guard offset < views.count, case .defaultBody = views[offset].body.kind else { return }
      let controls = offset < texts.count ? texts[offset]?.controls ?? [] : []
      // A link in text keeps its words' frame (WCAG 2.5.8's inline exception).
      part.controls = controls.map { control in
        var placed = control.offsetBy(dx: part.body.minX, dy: part.body.minY)
        if control.kind.isTouchable, control.kind.isBubbleControl { placed.touch = around(placed.frame, minimum: minimum) }
        return placed
      }
      part.touch = controls.hasBubbleControls ? nil : around(part.body, minimum: minimum)
    }
    give(&layout, offset: 0)
    for offset in layout.companions.indices { give(&layout.companions[offset], offset: offset + 1) }
    layout.skipTouch = layout.skip.flatMap { skip.grownTouchArea(around: $0, on: platform) }
  }
}
