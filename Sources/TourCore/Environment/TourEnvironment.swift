/// What the person who sees the tour has: the device and how it is held, the text size, the
/// language, light or dark, and the motion setting. A host sets it before the tour loads
/// (`--device`, `--text-size`, `--locale`, ...); scripts read it from `ctl.screen`.
public struct TourEnvironment: Hashable, Sendable {
  /// The device, or nil for the screen the tour describes as it is.
  public var device: Device?
  /// How the device is held.
  public var orientation: Orientation
  /// The user's text size.
  public var textSize: ContentSizeCategory
  /// A BCP 47 tag (`de`, `ar-EG`, `en-XA`), or nil for the tour's source language.
  public var locale: String?
  /// Light or dark, over what the tour says; nil keeps the tour's.
  public var appearance: Appearance?
  /// The device's "reduce motion" setting: the default animations become cross-fades.
  public var reduceMotion: Bool

  /// The environment with every setting given, or at its default.
  public init(
    device: Device? = nil, orientation: Orientation = .portrait, textSize: ContentSizeCategory = .large, locale: String? = nil,
    appearance: Appearance? = nil, reduceMotion: Bool = false
  ) {
    self.device = device
    self.orientation = orientation
    self.textSize = textSize
    self.locale = locale
    self.appearance = appearance
    self.reduceMotion = reduceMotion
  }

  /// Nothing set: the tour as it describes itself.
  public static let standard = TourEnvironment()
}

extension Screen {
  /// The screen on a device held `orientation`: its size (the views following their
  /// autoresizing masks) and safe area.
  public func fitted(to device: Device, _ orientation: Orientation) -> Screen {
    var screen = resized(to: device.size(orientation))
    screen.safeArea = device.safeArea(orientation)
    return screen
  }
}
