import Foundation
import TourCore

/// WCAG 2.x contrast (Understanding 1.4.3): relative luminance of sRGB colours, the ratio of
/// the lighter to the darker, translucent colours composited over what lies behind first. The
/// ratio is never rounded.
enum Contrast {
  /// `0.2126 R + 0.7152 G + 0.0722 B` of the linearised channels (threshold 0.04045).
  static func luminance(_ color: RGBAColor) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// `(L1 + 0.05) / (L2 + 0.05)`, L1 the lighter: 1 to 21.
  static func ratio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// `top` over the opaque `bottom` (source-over).
  static func composite(_ top: RGBAColor, over bottom: RGBAColor) -> RGBAColor {
    let a = Double(top.alpha) / 255
    func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
    return RGBAColor(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
  }

  /// Whether text of `size` points (bold or not) is large by WCAG: 18 pt, or 14 pt bold.
  static func isLarge(size: Double, bold: Bool) -> Bool { size >= 18 || (bold && size >= 14) }
}
