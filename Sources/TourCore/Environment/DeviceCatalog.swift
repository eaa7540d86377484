/// The devices tourhost knows (`tourhost devices`): current iPhones and iPads in points, and
/// Android phones and a tablet in dp. Safe areas are those the system reports with the status
/// bar shown: on iPhones with a notch or Dynamic Island the sensor housing's side in landscape
/// and the home indicator (34 portrait, 21 landscape); on iPads the status bar (24) and the
/// home indicator (20); on Android the status bar (24 dp) and the gesture navigation bar.
public enum DeviceCatalog {
  private static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// Every device, phones first, then tablets, Apple's before Android's.
  public static let all: [Device] = [
    Device(
      name: "iphone-se-1", model: "iPhone SE (1st generation)", platform: .iOS, isTablet: false,
      portraitSize: Size(width: 320, height: 568), scale: 2, portraitSafeArea: insets(20, 0, 0, 0), landscapeSafeArea: .zero,
      newestOS: 15),
    Device(
      name: "iphone-se", model: "iPhone SE (3rd generation)", platform: .iOS, isTablet: false,
      portraitSize: Size(width: 375, height: 667), scale: 2, portraitSafeArea: insets(20, 0, 0, 0), landscapeSafeArea: .zero),
    Device(
      name: "iphone-mini", model: "iPhone 13 mini", platform: .iOS, isTablet: false,
      portraitSize: Size(width: 375, height: 812), scale: 3, portraitSafeArea: insets(50, 0, 34, 0),
      landscapeSafeArea: insets(0, 50, 21, 50)),
    Device(
      name: "iphone", model: "iPhone 16", platform: .iOS, isTablet: false,
      portraitSize: Size(width: 393, height: 852), scale: 3, portraitSafeArea: insets(59, 0, 34, 0),
      landscapeSafeArea: insets(0, 59, 21, 59)),
    Device(
      name: "iphone-pro", model: "iPhone 16 Pro", platform: .iOS, isTablet: false,
      portraitSize: Size(width: 402, height: 874), scale: 3, portraitSafeArea: insets(62, 0, 34, 0),
      landscapeSafeArea: insets(0, 62, 21, 62)),
    Device(
      name: "iphone-pro-max", model: "iPhone 16 Pro Max", platform: .iOS, isTablet: false,
      portraitSize: Size(width: 440, height: 956), scale: 3, portraitSafeArea: insets(62, 0, 34, 0),
      landscapeSafeArea: insets(0, 62, 21, 62)),
    Device(
      name: "pixel-8", model: "Google Pixel 8", platform: .android, isTablet: false,
      portraitSize: Size(width: 412, height: 915), scale: 2.625, portraitSafeArea: insets(24, 0, 24, 0),
      landscapeSafeArea: insets(24, 24, 24, 0)),
    Device(
      name: "galaxy-s24", model: "Samsung Galaxy S24", platform: .android, isTablet: false,
      portraitSize: Size(width: 360, height: 780), scale: 3, portraitSafeArea: insets(24, 0, 24, 0),
      landscapeSafeArea: insets(24, 24, 24, 0)),
    Device(
      name: "ipad-mini", model: "iPad mini (6th generation)", platform: .iOS, isTablet: true,
      portraitSize: Size(width: 744, height: 1133), scale: 2, portraitSafeArea: insets(24, 0, 20, 0),
      landscapeSafeArea: insets(24, 0, 20, 0)),
    Device(
      name: "ipad-13", model: "iPad Pro 13-inch (M4)", platform: .iOS, isTablet: true,
      portraitSize: Size(width: 1032, height: 1376), scale: 2, portraitSafeArea: insets(24, 0, 20, 0),
      landscapeSafeArea: insets(24, 0, 20, 0)),
    Device(
      name: "pixel-tablet", model: "Google Pixel Tablet", platform: .android, isTablet: true,
      portraitSize: Size(width: 800, height: 1280), scale: 2, portraitSafeArea: insets(24, 0, 48, 0),
      landscapeSafeArea: insets(24, 0, 48, 0)),
  ]

  /// The device of that name; nil for none.
  public static func device(named name: String) -> Device? { all.first { $0.name == name } }
}
