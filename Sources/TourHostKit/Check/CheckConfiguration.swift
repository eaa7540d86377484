import TourCore

/// One way a tour is seen in a check: a device held one way (or the screen the tour describes,
/// at its own size), a text size, a locale (nil: the source language), an appearance.
public struct CheckConfiguration: Hashable, Sendable, Comparable {
  /// The device; nil: the screen the tour describes, at its own size (`described`).
  public var device: Device?
  /// The size of the screen the tour describes, when `device` is nil.
  public var described: Size?
  public var orientation: Orientation
  public var textSize: ContentSizeCategory
  public var locale: String?
  public var appearance: Appearance

  /// A configuration of the matrix.
  public init(
    device: Device?, orientation: Orientation, textSize: ContentSizeCategory, locale: String?, appearance: Appearance, described: Size? = nil
  ) {
    self.device = device
    self.described = described
    self.orientation = orientation
    self.textSize = textSize
    self.locale = locale
    self.appearance = appearance
  }

  /// `iphone-se portrait L en light` (the locale "source" when it is the source language;
  /// `described-393x852` for the screen the tour describes).
  public var label: String {
    "\(deviceName) \(orientation.rawValue) \(textSize.shortName) \(locale ?? "source") \(appearance.rawValue)"
  }

  /// The device's name, or `described-393x852` for the screen the tour describes.
  public var deviceName: String {
    if let device { return device.name }
    let size = described ?? Screen.standard.size
    return "described-\(size.width.scriptText)x\(size.height.scriptText)"
  }

  /// iOS or Android (the described screen: iOS).
  public var platform: Device.Platform { device?.platform ?? .iOS }

  /// What the session is run with.
  public var environment: TourEnvironment {
    TourEnvironment(device: device, orientation: orientation, textSize: textSize, locale: locale, appearance: appearance)
  }

  /// The matrix's order: devices as `tourhost devices` lists them, then orientation, text size,
  /// locale, appearance.
  public static func < (a: CheckConfiguration, b: CheckConfiguration) -> Bool {
    func key(_ c: CheckConfiguration) -> [Int] {
      [
        c.device.flatMap { DeviceCatalog.all.firstIndex(of: $0) } ?? -1, c.orientation == .portrait ? 0 : 1,
        ContentSizeCategory.allCases.firstIndex(of: c.textSize) ?? 0,
      ]
    }
    if key(a) != key(b) { return key(a).lexicographicallyPrecedes(key(b)) }
    if a.locale != b.locale { return (a.locale ?? "") < (b.locale ?? "") }
    return a.appearance.rawValue < b.appearance.rawValue
  }
}

/// What the matrix is made of; `standard` is `tourhost check`'s default.
public struct CheckMatrix: Hashable, Sendable {
  /// The devices, when they are given (`--devices`, `--full`); nil: the devices the minimum OS
  /// allows.
  public var devices: [Device]?
  /// Whether the devices are played even for a tour whose screens are drawn for one size
  /// (`--devices`); otherwise such a tour is played on its own screen.
  public var forcesDevices = false
  /// The app's oldest OS (`--minimum-os`): nil takes the tour's (`check.minimumOS`), else the
  /// OS versions still updated.
  public var minimumOS: MinimumOS?
  public var orientations: [Orientation]
  public var textSizes: [ContentSizeCategory]
  /// nil: the source language, each locale of the tour's strings, `en-XA` and `ar-XB`.
  public var locales: [String?]?
  public var appearances: [Appearance]
  /// One configuration only: the tour as the live preview shows it now (its device, or the
  /// screen the tour describes, held as it is drawn; its text size, language, appearance).
  public var seen: TourEnvironment?

  /// The matrix of the one configuration the live preview shows (`seen`).
  public static func seen(_ environment: TourEnvironment) -> CheckMatrix {
    var matrix = CheckMatrix(devices: nil, orientations: [environment.orientation], textSizes: [environment.textSize], locales: nil, appearances: [])
    matrix.seen = environment
    return matrix
  }

  /// Every device the minimum OS allows, both ways, Large, xxxLarge, AX3 and AX5, every locale,
  /// light. The help and docs/CHECKS.md name the text sizes from here (`standardTextSizeNames`).
  public static let standard = CheckMatrix(
    devices: nil, orientations: [.portrait, .landscape],
    textSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge], locales: nil,
    appearances: [.light])

  /// The standard matrix's text sizes by short name, as the help lists them: `L, xxxL, AX3 and AX5`.
  public static var standardTextSizeNames: String {
    standard.textSizes.map(\.shortName).joinedAsProse()
  }

  /// `--full`: every device and every text size too.
  public static let full: CheckMatrix = {
    var matrix = standard
    matrix.devices = DeviceCatalog.all
    matrix.forcesDevices = false
    matrix.textSizes = ContentSizeCategory.allCases
    return matrix
  }()

  /// A matrix; devices given are played even for a tour drawn for one size.
  public init(
    devices: [Device]?, orientations: [Orientation], textSizes: [ContentSizeCategory], locales: [String?]?, appearances: [Appearance]
  ) {
    self.devices = devices
    forcesDevices = devices != nil
    self.orientations = orientations
    self.textSizes = textSizes
    self.locales = locales
    self.appearances = appearances
  }

  /// The configuration of `environment`: without a device, the screen the tour describes
  /// (`drawnFor`, else the standard screen), held as it is drawn.
  static func configuration(_ environment: TourEnvironment, drawnFor: Size?) -> CheckConfiguration {
    let described = environment.device == nil ? drawnFor ?? Screen.standard.size : nil
    let orientation = described.map(Orientation.init(of:)) ?? environment.orientation
    return CheckConfiguration(
      device: environment.device, orientation: orientation, textSize: environment.textSize, locale: environment.locale,
      appearance: environment.appearance ?? .light, described: described)
  }

  /// The devices a tour is played on: the given ones, else those its minimum OS allows.
  public func devices(tourMinimumOS: MinimumOS?) -> [Device] {
    devices ?? DeviceCatalog.all.filter((minimumOS ?? tourMinimumOS ?? .stillUpdated).allows)
  }

  /// The configurations for a tour whose strings have `tourLocales` (the source first) and whose
  /// app supports `tourMinimumOS`. A tour whose screens are drawn for one size (`drawnFor`)
  /// is played on that screen only, held as it is drawn, unless the devices are forced.
  /// A tour without strings (`tourLocales` empty) is not played in `en-XA`: with nothing to
  /// translate, the accented pseudo-locale is the source language (`ar-XB` is played: it
  /// lays the tour out right to left).
  public func configurations(tourLocales: [String], tourMinimumOS: MinimumOS? = nil, drawnFor: Size? = nil) -> [CheckConfiguration] {
    if let seen { return [Self.configuration(seen, drawnFor: drawnFor)] }
    let pseudo = PseudoLocale.allCases.filter { !tourLocales.isEmpty || $0 != .accented }.map(\.rawValue)
    let locales: [String?] = self.locales ?? ([nil] + tourLocales.dropFirst().map { $0 } + pseudo)
    let fixed = forcesDevices ? nil : drawnFor
    let devices: [Device?] = fixed == nil ? devices(tourMinimumOS: tourMinimumOS) : [nil]
    let orientations = fixed.map { [Orientation(of: $0)] } ?? self.orientations
    var all: [CheckConfiguration] = []
    for device in devices {
      for orientation in orientations {
        for size in textSizes {
          for locale in locales {
            for appearance in appearances {
              all.append(
                CheckConfiguration(
                  device: device, orientation: orientation, textSize: size, locale: locale, appearance: appearance, described: fixed))
            }
          }
        }
      }
    }
    return all
  }
}
