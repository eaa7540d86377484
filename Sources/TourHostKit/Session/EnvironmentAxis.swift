import TourCore

/// A setting of the environment a tour is seen in that the live preview switches in place:
/// the one list the page's pickers, their messages and the status are made from. Each is the
/// command line's option of the same name (`--locale`, `--text-size`, `--device`,
/// `--orientation`, `--appearance`).
public enum EnvironmentAxis: String, CaseIterable, Hashable, Sendable {
  case locale
  case textSize
  case device
  case orientation
  case appearance

  /// The picker's label.
  public var label: String {
    switch self {
    case .locale: "Language"
    case .textSize: "Text size"
    case .device: "Device"
    case .orientation: "Orientation"
    case .appearance: "Appearance"
    }
  }

  /// The value that stands for "as the tour describes it" (no device, no appearance forced;
  /// the source language).
  public static let asDescribed = "tour"

  /// The values to pick from, each with its label, for a tour whose strings have `locales`
  /// (the source language first; empty: the tour has no strings, and the language is its own).
  public func choices(locales: [String]) -> [(value: String, label: String)] {
    switch self {
    case .locale:
      return locales.isEmpty ? [(Self.asDescribed, "the tour's own")] : locales.map { ($0, $0) }
    case .textSize:
      return ContentSizeCategory.allCases.map { ($0.shortName, "\($0.shortName) (\(EventSummary.format($0.bodyPointSize)) pt)") }
    case .device:
      return [(Self.asDescribed, "the tour's screen")] + DeviceCatalog.all.map { ($0.name, $0.name) }
    case .orientation:
      return Orientation.allCases.map { ($0.rawValue, $0.rawValue) }
    case .appearance:
      return [(Self.asDescribed, "the tour's")] + Appearance.allCases.map { ($0.rawValue, $0.rawValue) }
    }
  }

  /// The value on show: of `environment`, on `screen` (whose shape says how the device is
  /// held when no device is set and the screen was turned), with `locales` (the source
  /// language first).
  public func current(_ environment: TourEnvironment, screen: Screen, locales: [String]) -> String {
    switch self {
    case .locale: environment.locale ?? locales.first ?? Self.asDescribed
    case .textSize: environment.textSize.shortName
    case .device: environment.device?.name ?? Self.asDescribed
    case .orientation: Orientation(of: screen.size).rawValue
    case .appearance: environment.appearance?.rawValue ?? Self.asDescribed
    }
  }

  /// `environment` with this setting at `value` (one of `choices`); nil for a value that is
  /// not one.
  public func applied(_ value: String, to environment: TourEnvironment, locales: [String]) -> TourEnvironment? {
    var changed = environment
    switch self {
    case .locale:
      guard locales.contains(value) else { return nil }
      changed.locale = value
    case .textSize:
      guard let size = ContentSizeCategory.allCases.first(where: { $0.shortName == value }) else { return nil }
      changed.textSize = size
    case .device:
      if value == Self.asDescribed {
        changed.device = nil
      } else {
        guard let device = DeviceCatalog.device(named: value) else { return nil }
        changed.device = device
      }
    case .orientation:
      guard let orientation = Orientation(rawValue: value) else { return nil }
      changed.orientation = orientation
    case .appearance:
      if value == Self.asDescribed {
        changed.appearance = nil
      } else {
        guard let appearance = Appearance(rawValue: value) else { return nil }
        changed.appearance = appearance
      }
    }
    return changed
  }
}

extension TourEnvironment {
  /// How captions name the configuration, as `check` names it: `iphone-se portrait AX5 de
  /// light`, or `described-393x852 ...` for the screen the tour describes (`screen`).
  public func caption(on screen: Screen) -> String {
    let held = Orientation(of: screen.size)
    let device = device?.name ?? "described-\(EventSummary.format(screen.size.width))x\(EventSummary.format(screen.size.height))"
    return "\(device) \(held.rawValue) \(textSize.shortName) \(locale ?? "source") \((appearance ?? .light).rawValue)"
  }
}
