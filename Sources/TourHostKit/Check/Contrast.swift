import FoundationEssentials
import TourCore

#if canImport(Glibc)
  import Glibc
#endif

/// WCAG 2.x contrast (success criterion 1.4.3): relative luminance of sRGB colours, the ratio
/// of two, and source-over compositing. Translucent layers are composited exactly, in real
/// numbers, and rounded to 8 bits once, at the end, as the screen shows the result (rounding at
/// every layer once made a 4.48:1 pair pass as 4.51:1).
enum Contrast {
  /// An opaque colour with channels in real numbers, 0 to 255: a composite not yet rounded.
  struct Exact: Hashable {
    var red: Double
    var green: Double
    var blue: Double

    init(_ color: RGBAColor) {
      red = Double(color.red)
      green = Double(color.green)
      blue = Double(color.blue)
    }

    init(red: Double, green: Double, blue: Double) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// As the screen shows it: each channel rounded once.
    var shown: RGBAColor {
      func channel(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
      return RGBAColor(red: channel(red), green: channel(green), blue: channel(blue))
    }
  }

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

  /// `top` over the opaque `bottom` (source-over), not rounded.
  static func composite(_ top: RGBAColor, over bottom: Exact) -> Exact {
    let a = Double(top.alpha) / 255
    return Exact(
      red: Double(top.red) * a + bottom.red * (1 - a), green: Double(top.green) * a + bottom.green * (1 - a),
      blue: Double(top.blue) * a + bottom.blue * (1 - a))
  }

  /// Whether text of `size` points (bold or not) is large by WCAG: 18 pt, or 14 pt bold.
  static func isLarge(size: Double, bold: Bool) -> Bool { size >= 18 || (bold && size >= 14) }
}
