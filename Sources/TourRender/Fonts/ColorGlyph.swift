import CFreeType
import FoundationEssentials

/// A colour glyph (an emoji of Noto Color Emoji): its bitmap as a PNG, and where it stands
/// relative to the pen, in ems.
struct ColorGlyph {
  /// `data:image/png;base64,...`, for an SVG `<image>`.
  let dataURI: String
  let left: Double
  let top: Double
  let width: Double
  let height: Double

  /// Reads a BGRA bitmap FreeType loaded with FT_LOAD_COLOR; nil for any other kind.
  init?(slot: FT_GlyphSlotRec, pixelsPerEm: Double) {
    let bitmap = slot.bitmap
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer,
      pixelsPerEm > 0
    else { return nil }
    let (width, height, pitch) = (Int(bitmap.width), Int(bitmap.rows), Int(bitmap.pitch))
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
      for column in 0..<width {
        let (b, g, r, a) = (source[column * 4], source[column * 4 + 1], source[column * 4 + 2], source[column * 4 + 3])
        let target = (row * width + column) * 4
        // FreeType's BGRA is premultiplied; PNG's RGBA is not.
        rgba[target] = Self.unpremultiply(r, a)
        rgba[target + 1] = Self.unpremultiply(g, a)
        rgba[target + 2] = Self.unpremultiply(b, a)
        rgba[target + 3] = a
      }
    }
    guard let png = PNGEncoder.encode(rgba: rgba, width: width, height: height) else { return nil }
    dataURI = "data:image/png;base64," + png.base64EncodedString()
    left = Double(slot.bitmap_left) / pixelsPerEm
    top = Double(slot.bitmap_top) / pixelsPerEm
    self.width = Double(width) / pixelsPerEm
    self.height = Double(height) / pixelsPerEm
  }

  private static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    guard alpha > 0, alpha < 255 else { return alpha == 0 ? 0 : value }
    return UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
  }
}

/// The smallest PNG writer: 8-bit RGBA, no filter, compressed with zlib at its best level.
/// The same pixels always give the same bytes.
enum PNGEncoder {
  static func encode(rgba: [UInt8], width: Int, height: Int) -> Data? {
    var raw = [UInt8]()
    raw.reserveCapacity((width * 4 + 1) * height)
    for row in 0..<height {
      raw.append(0)
      raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
    }
    var compressedLength = compressBound(uLong(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
    guard compress2(&compressed, &compressedLength, raw, uLong(raw.count), Z_BEST_COMPRESSION) == Z_OK else { return nil }
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.append(bigEndian: UInt32(width))
    header.append(bigEndian: UInt32(height))
    header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no filter method, no interlace
    chunk("IHDR", header, into: &png)
    chunk("IDAT", Data(compressed[..<Int(compressedLength)]), into: &png)
    chunk("IEND", Data(), into: &png)
    return png
  }

  private static func chunk(_ type: String, _ body: Data, into png: inout Data) {
    let typed = Data(type.utf8) + body
    png.append(bigEndian: UInt32(body.count))
    png.append(typed)
    let crc = typed.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
    png.append(bigEndian: UInt32(crc))
  }
}

extension Data {
  fileprivate mutating func append(bigEndian value: UInt32) {
    append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
  }
}
