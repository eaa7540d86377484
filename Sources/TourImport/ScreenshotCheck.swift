import FoundationEssentials
import TourCore

/// Whether a screenshot fits the screen a capture gives: its pixels must be the screen's
/// points times the capture's scale (Android: the same pixels as the capture), or times a
/// whole scale (iOS: 1, 2 or 3).
public enum ScreenshotCheck {
  /// A PNG's size in pixels, from its header; nil for anything else.
  public static func pngSize(_ data: Data) -> Size? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func big(_ at: Int) -> Double { Double(bytes[at..<(at + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
    return Size(width: big(16), height: big(20))
  }

  /// What is wrong with a screenshot of `pixels` for `screen` (nil when it fits); `scale` is
  /// the capture's, when it is in pixels.
  public static func problem(pixels: Size, screen: Size, scale: Double?) -> String? {
    let across = pixels.width / screen.width
    let down = pixels.height / screen.height
    let expected = scale ?? across.rounded()
    let fits = abs(across - expected) < 0.01 && abs(down - expected) < 0.01 && expected >= 1
    guard !fits else { return nil }
    let size = "\(Int(pixels.width))×\(Int(pixels.height)) pixels"
    let points = "\(ScreenTree.number(screen.width))×\(ScreenTree.number(screen.height)) points"
    if let scale {
      let text = scale == scale.rounded() ? String(Int(scale)) : String(scale)
      return "is \(size), not the screen's \(points) times its scale \(text)"
    }
    return "is \(size), not the screen's \(points) times a whole scale (a landscape picture of a portrait capture, or cropped?)"
  }
}
