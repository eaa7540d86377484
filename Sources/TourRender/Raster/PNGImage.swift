import CFreeType
import FoundationEssentials

/// A PNG read into 8-bit RGBA pixels: what rsvg and Chromium write (8-bit greyscale, RGB or
/// RGBA, with or without alpha, not interlaced). For checking pictures against the layout:
/// where the ink is, what colour lies under a mark.
public struct PNGImage: Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// Row by row, four bytes a pixel.
  public let rgba: [UInt8]

  /// Why a PNG could not be read.
  public struct ReadError: Error, CustomStringConvertible {
    /// What is wrong with the file.
    public let description: String
  }

  /// Reads the PNG in `data`.
  public init(_ data: Data) throws(ReadError) {
    let (header, compressed) = try Self.chunks([UInt8](data))
    guard header.count == 13 else { throw ReadError(description: "no IHDR chunk") }
    let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
    let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
    let channels: Int
    switch header[9] {
    case 0: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    default: throw ReadError(description: "colour type \(header[9]) is not read")
    }
    guard header[8] == 8, header[12] == 0, width > 0, height > 0, width <= 1 << 14, height <= 1 << 14 else {
      throw ReadError(description: "only 8-bit, non-interlaced PNGs up to 16384 pixels a side are read")
    }
    let pixels = try Self.unfiltered(compressed, stride: width * channels, height: height, channels: channels)
    self.width = width
    self.height = height
    self.rgba = Self.rgba(pixels, count: width * height, channels: channels)
  }

  /// The IHDR chunk's bytes and the IDAT chunks' bytes, joined.
  private static func chunks(_ bytes: [UInt8]) throws(ReadError) -> (header: [UInt8], compressed: [UInt8]) {
    guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw ReadError(description: "not a PNG")
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      guard length >= 0, offset + 12 + length <= bytes.count else { throw ReadError(description: "a chunk runs past the end") }
      let body = bytes[(offset + 8)..<(offset + 8 + length)]
      if type == "IHDR" { header = Array(body) }
      if type == "IDAT" { compressed += body }
      if type == "IEND" { break }
      offset += 12 + length
    }
    return (header, compressed)
  }

  /// The image's bytes, inflated and with each row's filter undone.
  private static func unfiltered(_ compressed: [UInt8], stride: Int, height: Int, channels: Int) throws(ReadError) -> [UInt8] {
    var rawLength = uLongf((stride + 1) * height)
    var raw = [UInt8](repeating: 0, count: Int(rawLength))
    guard uncompress(&raw, &rawLength, compressed, uLong(compressed.count)) == Z_OK, Int(rawLength) == raw.count else {
      throw ReadError(description: "the image data does not inflate to its size")
    }
    var pixels = [UInt8](repeating: 0, count: stride * height)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      for column in 0..<stride {
        let x = raw[row * (stride + 1) + 1 + column]
        let a = column >= channels ? pixels[row * stride + column - channels] : 0
        let b = row > 0 ? pixels[(row - 1) * stride + column] : 0
        let c = row > 0 && column >= channels ? pixels[(row - 1) * stride + column - channels] : 0
        let predicted: UInt8
        switch filter {
        case 0: predicted = 0
        case 1: predicted = a
        case 2: predicted = b
        case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
        case 4: predicted = Self.paeth(a, b, c)
        default: throw ReadError(description: "row \(row) has an unknown filter \(filter)")
        }
        pixels[row * stride + column] = x &+ predicted
      }
    }
    return pixels
  }

  /// `count` pixels of `channels` bytes (grey, grey and alpha, RGB or RGBA) as RGBA.
  private static func rgba(_ pixels: [UInt8], count: Int, channels: Int) -> [UInt8] {
    var rgba = [UInt8](repeating: 255, count: count * 4)
    for index in 0..<count {
      let source = index * channels
      switch channels {
      case 1, 2:
        rgba[index * 4] = pixels[source]
        rgba[index * 4 + 1] = pixels[source]
        rgba[index * 4 + 2] = pixels[source]
        if channels == 2 { rgba[index * 4 + 3] = pixels[source + 1] }
      default:
        rgba[index * 4] = pixels[source]
        rgba[index * 4 + 1] = pixels[source + 1]
        rgba[index * 4 + 2] = pixels[source + 2]
        if channels == 4 { rgba[index * 4 + 3] = pixels[source + 3] }
      }
    }
    return rgba
  }

  /// The pixel at (x, y): red, green, blue, alpha.
  public func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
  }

  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
    if pa <= pb, pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
