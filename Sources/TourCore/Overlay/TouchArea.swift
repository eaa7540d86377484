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
  /// a default body (the whole body is its next control), and the default skip button.
  static func apply(to layout: inout MarkLayout, views: [MarkViews], skip: SkipViewSetting, on platform: Device.Platform?) {
    let minimum = minimum(on: platform)
    func isDefault(_ views: MarkViews) -> Bool {
      if case .defaultBody = views.body.kind { true } else { false }
    }
    if isDefault(views[0]) { layout.touch = around(layout.body, minimum: minimum) }
    for offset in layout.companions.indices where offset + 1 < views.count && isDefault(views[offset + 1]) {
      layout.companions[offset].touch = around(layout.companions[offset].body, minimum: minimum)
    }
    layout.skipTouch = layout.skip.flatMap { skip.grownTouchArea(around: $0, on: platform) }
  }
}
