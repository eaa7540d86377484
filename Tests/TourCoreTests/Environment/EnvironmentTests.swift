import Testing
import TourCore

@Suite("Text sizes, devices and autoresizing")
struct EnvironmentTests {
  @Test("the content size categories: Apple's body sizes, the scale UIFontMetrics applies, both names")
  func textSizes() {
    #expect(ContentSizeCategory.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(ContentSizeCategory.allNames == ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"])
    #expect(ContentSizeCategory.large.scale == 1)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.scale == 53.0 / 17)
    #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "accessibilityMedium") == .accessibilityMedium)
    #expect(ContentSizeCategory(name: "xxxl") == .extraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "huge") == nil)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory && ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }

  @Test("the default views' text scales with the text size, custom text unless it says scales = false")
  func scaledViews() {
    let body = ViewSpec(kind: .defaultBody(DefaultBodyContent(hint: "Hi", next: "Next"), DefaultViewStyle()))
    guard case .defaultBody(_, let style) = body.scalingText(by: 53.0 / 17).kind else {
      Issue.record("not a body")
      return
    }
    #expect(style.fontSize == 15 * 53.0 / 17)
    #expect(style.nextFontSize == 53)
    let fixed = ViewSpec(
      kind: .box(
        BoxStyle(),
        [
          ViewSpec(kind: .text("a", TextStyle(size: 10))), ViewSpec(kind: .text("b", TextStyle(size: 10, scales: false))),
        ]))
    guard case .box(_, let children) = fixed.scalingText(by: 2).kind,
      case .text(_, let scaled) = children[0].kind, case .text(_, let kept) = children[1].kind
    else {
      Issue.record("not a box of texts")
      return
    }
    #expect(scaled.size == 20)
    #expect(kept.size == 10)
  }

  @Test("each device's size, scale and safe area, in both orientations")
  func devices() {
    func row(_ device: Device) -> String {
      func insets(_ i: EdgeInsets) -> String { "\(i.top)/\(i.left)/\(i.bottom)/\(i.right)" }
      let landscape = device.size(.landscape)
      return "\(device.name) \(device.portraitSize.width)x\(device.portraitSize.height) landscape \(landscape.width)x\(landscape.height) "
        + "@\(device.scale) P \(insets(device.safeArea(.portrait))) L \(insets(device.safeArea(.landscape)))"
    }
    #expect(
      DeviceCatalog.all.map(row) == [
        "iphone-se-1 320.0x568.0 landscape 568.0x320.0 @2.0 P 20.0/0.0/0.0/0.0 L 0.0/0.0/0.0/0.0",
        "iphone-se 375.0x667.0 landscape 667.0x375.0 @2.0 P 20.0/0.0/0.0/0.0 L 0.0/0.0/0.0/0.0",
        "iphone-mini 375.0x812.0 landscape 812.0x375.0 @3.0 P 50.0/0.0/34.0/0.0 L 0.0/50.0/21.0/50.0",
        "iphone 393.0x852.0 landscape 852.0x393.0 @3.0 P 59.0/0.0/34.0/0.0 L 0.0/59.0/21.0/59.0",
        "iphone-pro 402.0x874.0 landscape 874.0x402.0 @3.0 P 62.0/0.0/34.0/0.0 L 0.0/62.0/21.0/62.0",
        "iphone-pro-max 440.0x956.0 landscape 956.0x440.0 @3.0 P 62.0/0.0/34.0/0.0 L 0.0/62.0/21.0/62.0",
        "pixel-8 412.0x915.0 landscape 915.0x412.0 @2.625 P 24.0/0.0/24.0/0.0 L 24.0/24.0/24.0/0.0",
        "galaxy-s24 360.0x780.0 landscape 780.0x360.0 @3.0 P 24.0/0.0/24.0/0.0 L 24.0/24.0/24.0/0.0",
        "ipad-mini 744.0x1133.0 landscape 1133.0x744.0 @2.0 P 24.0/0.0/20.0/0.0 L 24.0/0.0/20.0/0.0",
        "ipad-13 1032.0x1376.0 landscape 1376.0x1032.0 @2.0 P 24.0/0.0/20.0/0.0 L 24.0/0.0/20.0/0.0",
        "pixel-tablet 800.0x1280.0 landscape 1280.0x800.0 @2.0 P 24.0/0.0/48.0/0.0 L 24.0/0.0/48.0/0.0",
      ])
    #expect(DeviceCatalog.device(named: "ipad-13")?.isTablet == true)
    #expect(DeviceCatalog.device(named: "iphone-15") == nil)
  }

  /// A 100-wide superview growing to 200: the view at x 10, width 30 (right margin 60).
  func horizontal(_ mask: AutoresizingMask) -> Rect {
    mask.frame(Rect(x: 10, y: 20, width: 30, height: 40), from: Size(width: 100, height: 100), to: Size(width: 200, height: 100))
  }

  @Test("autoresizing: UIKit's arithmetic, the change shared among the flexible parts in proportion to their sizes")
  func autoresizing() {
    // No flexible part: the frame stays.
    #expect(horizontal([]) == Rect(x: 10, y: 20, width: 30, height: 40))
    // One flexible part takes the whole change.
    #expect(horizontal(.flexibleLeftMargin) == Rect(x: 110, y: 20, width: 30, height: 40))
    #expect(horizontal(.flexibleWidth) == Rect(x: 10, y: 20, width: 130, height: 40))
    #expect(horizontal(.flexibleRightMargin) == Rect(x: 10, y: 20, width: 30, height: 40))
    // Two: in proportion, left margin 10 and width 30 share 100 as 25 and 75.
    #expect(horizontal([.flexibleLeftMargin, .flexibleWidth]) == Rect(x: 35, y: 20, width: 105, height: 40))
    // All three: 10, 30, 60 of 100 — everything doubles.
    #expect(horizontal([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) == Rect(x: 20, y: 20, width: 60, height: 40))
    // Both margins: the view stays centred (10 and 60 share 100 as 14.29 and 85.71).
    let centred = horizontal([.flexibleLeftMargin, .flexibleRightMargin])
    #expect(abs(centred.minX - (10 + 100.0 * 10 / 70)) < 1e-9 && centred.width == 30)
    // Flexible parts that are all zero share the change equally.
    let pinned = AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]).frame(
      Rect(x: 0, y: 0, width: 0, height: 10), from: Size(width: 100, height: 100), to: Size(width: 200, height: 100))
    #expect(pinned == Rect(x: 50, y: 0, width: 50, height: 10))
    // The vertical axis: a bar pinned to the bottom (flexible top margin) of a taller screen.
    let bar = AutoresizingMask([.flexibleTopMargin, .flexibleWidth]).frame(
      Rect(x: 0, y: 795, width: 390, height: 49), from: Size(width: 390, height: 844), to: Size(width: 440, height: 956))
    #expect(bar == Rect(x: 0, y: 907, width: 440, height: 49))
  }

  @Test("a screen on a device: the device's size and safe area, each level of views following its parent")
  func fittedScreen() {
    let screen = Screen(
      size: Size(width: 390, height: 844),
      views: [
        ScreenView(
          id: "tabBar", frame: Rect(x: 0, y: 795, width: 390, height: 49),
          children: [ScreenView(id: "cart", frame: Rect(x: 331, y: 4, width: 55, height: 41), autoresizing: .flexibleLeftMargin)],
          autoresizing: [.flexibleTopMargin, .flexibleWidth]),
        ScreenView(id: "logo", frame: Rect(x: 10, y: 10, width: 50, height: 50)),
      ])
    let fitted = screen.fitted(to: DeviceCatalog.device(named: "iphone-se-1")!, .portrait)
    #expect(fitted.size == Size(width: 320, height: 568))
    #expect(fitted.safeArea == EdgeInsets(top: 20))
    #expect(fitted.views[0].frame == Rect(x: 0, y: 519, width: 320, height: 49))
    #expect(fitted.views[0].children[0].frame == Rect(x: 261, y: 4, width: 55, height: 41))
    #expect(fitted.views[1].frame == Rect(x: 10, y: 10, width: 50, height: 50))
  }
}
