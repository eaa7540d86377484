/// How a view follows its superview's size (UIKit's `UIView.AutoresizingMask`), with UIKit's
/// names. The size change along an axis is shared among the flexible parts of that axis (the
/// margins and the size that are set), in proportion to their sizes before the change, as
/// UIKit documents; when they are all zero, equally. With no flexible part the view keeps its
/// frame (it stays at the same distance from the top left).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: Int
  /// A mask of these bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The distance from the parent's left edge follows its width.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width follows the parent's.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The distance from the parent's right edge follows its width.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The distance from the parent's top follows its height.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height follows the parent's.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The distance from the parent's bottom follows its height.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The names scripts use, in UIKit's order.
  public static let names: [(String, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
    ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// The frame of a view whose superview went from `old` to `new`.
  public func frame(_ frame: Rect, from old: Size, to new: Size) -> Rect {
    let (x, width) = Self.share(
      new.width - old.width, start: frame.minX, length: frame.width, end: old.width - frame.maxX,
      flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
    let (y, height) = Self.share(
      new.height - old.height, start: frame.minY, length: frame.height, end: old.height - frame.maxY,
      flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// One axis: the new start and length when `change` is shared among the flexible parts.
  private static func share(
    _ change: Double, start: Double, length: Double, end: Double, flexible: (Bool, Bool, Bool)
  ) -> (Double, Double) {
    let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)]
    let count = parts.filter(\.0).count
    guard count > 0, change != 0 else { return (start, length) }
    let total = parts.filter(\.0).map { max($0.1, 0) }.reduce(0, +)
    func portion(_ part: (Bool, Double)) -> Double {
      guard part.0 else { return 0 }
      return total > 0 ? change * max(part.1, 0) / total : change / Double(count)
    }
    return (start + portion(parts[0]), length + portion(parts[1]))
  }
}
