/// The oldest OS an app supports (its deployment target, as SwiftLint's `deployment_target`
/// names it): which of tourhost's devices a check plays a tour on by default. A device that
/// still gets its OS's new versions always counts; one left behind (an iPhone SE of the first
/// generation stopped at iOS 15) counts only when the app still supports its last OS.
public struct MinimumOS: Hashable, Sendable {
  /// The oldest iOS major version (17); nil: only devices still updated.
  public var ios: Int?
  /// The oldest Android API level (26); nil: only devices still updated.
  public var android: Int?

  /// The minimum of `ios` and `android`.
  public init(ios: Int? = nil, android: Int? = nil) {
    self.ios = ios
    self.android = android
  }

  /// Without a declared minimum: the OS versions Apple and Google still update.
  public static let stillUpdated = MinimumOS()

  /// Whether an app with this minimum runs on `device`.
  public func allows(_ device: Device) -> Bool {
    guard let newest = device.newestOS else { return true }
    switch device.platform {
    case .iOS: return ios.map { newest >= $0 } ?? false
    case .android: return android.map { newest >= $0 } ?? false
    }
  }

  /// `ios=17,android=26` (either may be left out), or nil with what is wrong.
  public static func parse(_ text: String) -> Result<MinimumOS, MinimumOSError> {
    var minimum = MinimumOS()
    for part in text.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimming(.spaces) }
      guard pair.count == 2, let version = Int(pair[1].split(separator: ".").first ?? ""), version > 0 else {
        return .failure(MinimumOSError(message: "'\(part)' is not platform=version, such as ios=17 or android=26"))
      }
      switch pair[0].lowercased() {
      case "ios": minimum.ios = version
      case "android": minimum.android = version
      default: return .failure(MinimumOSError(message: "'\(pair[0])' is not a platform: ios or android"))
      }
    }
    return .success(minimum)
  }
}

/// A minimum OS that cannot be read.
public struct MinimumOSError: Error, Hashable, Sendable {
  /// What is wrong, in words.
  public var message: String
}
