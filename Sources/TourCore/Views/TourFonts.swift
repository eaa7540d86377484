/// The fonts a tour (or an app file) names for its text on each platform:
/// `fonts = { ios = { "fonts/SF-Pro-Text-Regular.otf", ... }, android = { "Roboto" } }`. A
/// name with a font file's ending (`.ttf`, `.otf`, `.ttc`) is a file in the tour's folder;
/// any other name is a family installed on the machine. Text is measured and drawn in the
/// first that has a character, then in the fallback chain after them.
public struct TourFonts: Hashable, Sendable {
  /// One font the tour names.
  public enum Source: Hashable, Sendable {
    /// A font file, as its real path inside the tour's folder.
    case file(String)
    /// A family installed on the machine (found by fontconfig).
    case family(String)
  }

  /// The fonts of the iOS profile (devices of Apple's and the described screen without one).
  public var ios: [Source]
  /// The fonts of the Android profile.
  public var android: [Source]

  public init(ios: [Source], android: [Source]) {
    self.ios = ios
    self.android = android
  }

  /// The fonts of `platform`'s profile (nil, the described screen without a device: iOS).
  public func sources(on platform: Device.Platform?) -> [Source] { platform == .android ? android : ios }

  /// Whether `name` names a font file rather than a family.
  public static func isFile(_ name: String) -> Bool {
    let lower = name.lowercased()
    return [".ttf", ".otf", ".ttc"].contains { lower.hasSuffix($0) }
  }
}

/// What a configuration's text is measured in, on each platform: a measurer for the iOS
/// profile and one for the Android profile, each with the name of its fonts
/// (`Roboto, then the fallbacks`).
public struct PlatformText: Sendable {
  /// One profile's measurer and what it measures in.
  public struct Profile: Sendable {
    public var measurer: any TextMeasuring
    /// The fonts, in words: the first fonts' families (`Roboto`, `SF Pro Text`).
    public var fonts: String

    public init(measurer: any TextMeasuring, fonts: String) {
      self.measurer = measurer
      self.fonts = fonts
    }
  }

  public var ios: Profile
  /// Android's, made when first asked for (opening a font costs time at start-up).
  public var android: @Sendable () -> Profile

  public init(ios: Profile, android: @escaping @Sendable () -> Profile) {
    self.ios = ios
    self.android = android
  }

  /// The profile of `platform` (nil: iOS).
  public func profile(on platform: Device.Platform?) -> Profile { platform == .android ? android() : ios }
}

/// The fonts a scene's text was measured in, which its picture is drawn in: compared by
/// name.
public struct MeasuredFonts: Hashable, Sendable {
  public let measurer: any TextMeasuring
  public let name: String

  public init(_ profile: PlatformText.Profile) {
    measurer = profile.measurer
    name = profile.fonts
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Why a tour's fonts cannot be used (a file that is not a font, a family that is not
/// installed), in words after `fonts: `.
public struct FontsError: Error, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}
