/// The text size a user picked (UIKit's `UIContentSizeCategory`): Large by default, seven
/// standard sizes and five accessibility sizes.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
  case extraSmall
  case small
  case medium
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// The short name: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` ... `AX5`.
  public var shortName: String {
    ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][ordinal]
  }

  /// The size of the body text style at this category, in points (Apple's Dynamic Type
  /// table: 14, 15, 16, 17 at Large, 19, 21, 23, then 28, 33, 40, 47, 53 at AX5).
  public var bodyPointSize: Double {
    [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][ordinal]
  }

  /// Where it is in the list of sizes, smallest first (0 ... 11).
  private var ordinal: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// How `UIFontMetrics` for the body style scales a font: the body's size here over its
  /// size at Large.
  public var scale: Double { bodyPointSize / ContentSizeCategory.large.bodyPointSize }

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { ordinal >= 7 }

  /// A category by its name or its short name, in any case (`large`, `Large`, `L`, `ax5`,
  /// `accessibilityExtraExtraExtraLarge`); nil for anything else. A short name written exactly
  /// wins over one that differs only in case (`S` is small, `s` too: no two differ only so).
  public init?(name: String) {
    let lowered = name.lowercased()
    if let category = Self.allCases.first(where: { $0.shortName == name })
      ?? Self.allCases.first(where: { $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered })
    {
      self = category
    } else {
      return nil
    }
  }

  /// Every name a category is known by, for messages.
  public static var allNames: [String] { allCases.map(\.shortName) }
}
