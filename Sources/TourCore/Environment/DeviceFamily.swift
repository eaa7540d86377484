/// The kind of device a string can vary by, as Xcode's String Catalogs name them
/// (`variations.device`): the wording on an iPad or a Mac may differ from an iPhone's.
public enum DeviceFamily: String, CaseIterable, Hashable, Sendable {
  case iphone, ipod, ipad, mac, watch, tv, vision, other

  /// The key of a String Catalog's device variation for this family.
  public var catalogKey: String {
    switch self {
    case .watch: "applewatch"
    case .tv: "appletv"
    case .vision: "applevision"
    default: rawValue
    }
  }

  /// The family a catalog key names, or nil.
  public init?(catalogKey: String) {
    guard let family = Self.allCases.first(where: { $0.catalogKey == catalogKey }) else { return nil }
    self = family
  }

  /// The catalog keys to try for this family, in order: its own, then `other`.
  public var catalogKeys: [String] {
    self == .other ? ["other"] : [catalogKey, "other"]
  }
}

extension Device {
  /// The device's family: an iPhone or an iPad; Android devices are `other`.
  public var family: DeviceFamily {
    switch platform {
    case .iOS: isTablet ? .ipad : .iphone
    case .android: .other
    }
  }
}

extension TourEnvironment {
  /// The family strings vary by: the device's, or an iPhone's when the tour describes its own
  /// screen.
  public var deviceFamily: DeviceFamily { device?.family ?? .iphone }
}
