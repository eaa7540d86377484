/// A device a tour can be seen on: its screen in points held upright, its pixels per point,
/// and the safe area in each orientation.
public struct Device: Hashable, Sendable {
  /// What the system is: it decides the units (points or dp) and, for checks, the guidelines.
  public enum Platform: String, Hashable, Sendable {
    case iOS
    case android
  }

  /// The name `--device` takes (`iphone-se`).
  public var name: String
  /// What people call it (`iPhone SE (3rd generation)`).
  public var model: String
  /// iOS or Android.
  public var platform: Platform
  /// Whether it is a tablet (iPad, Android tablet).
  public var isTablet: Bool
  /// The screen in portrait, in points (dp on Android).
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  /// The safe area held upright.
  public var portraitSafeArea: EdgeInsets
  /// The safe area held sideways.
  public var landscapeSafeArea: EdgeInsets
  /// The newest OS version it gets (iOS's major version, Android's API level); nil while it
  /// still gets the new ones.
  public var newestOS: Int?

  /// A device with its screen, scale and safe areas.
  public init(
    name: String, model: String, platform: Platform, isTablet: Bool, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
    landscapeSafeArea: EdgeInsets, newestOS: Int? = nil
  ) {
    self.newestOS = newestOS
    self.name = name
    self.model = model
    self.platform = platform
    self.isTablet = isTablet
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
  }

  /// The screen's size held `orientation`.
  public func size(_ orientation: Orientation) -> Size {
    orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe area held `orientation`.
  public func safeArea(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }
}
