import FoundationEssentials
import TourCore

/// Reads a bubble's pictures from the script's folder, through `TourFolder` (a file under the
/// script's own folder, of at most 64 MB), and checks that each is a PNG or a JPEG; each file is
/// read once per tour.
final class BubbleImageReader {
  /// The most pixels a bubble's picture has (a 389 KB PNG of 20000×20000 once took `render`
  /// 9.7 s and 2.77 GB to decode).
  static let mostPixels = 4096 * 4096
  /// The most bytes the pictures of one bubble take together, as the scene embeds them
  /// (base64, each picture once).
  static let mostBubbleBytes = 16 << 20
  private let folder: URL
  private var read: [String: Result<(pixels: Size, dataURI: String), DecodingError>] = [:]

  init(folder: URL) { self.folder = folder }

  /// The picture `file` with `alt` (drawn at `size`, else its pixels as points); an error
  /// naming the file when it cannot be read or is not a PNG or a JPEG.
  func image(_ file: String, alt: String?, size: Size? = nil, decorative: Bool = false) throws(DecodingError) -> BubbleImage {
    let loaded = try contents(of: file)
    return BubbleImage(file: file, alt: alt, isDecorative: decorative, pixels: loaded.pixels, size: size, dataURI: loaded.dataURI)
  }

  private func contents(of file: String) throws(DecodingError) -> (pixels: Size, dataURI: String) {
    if let known = read[file] { return try known.get() }
    let result: Result<(pixels: Size, dataURI: String), DecodingError>
    switch TourFolder(folder: folder).read(file, as: .picture) {
    case .failure(let refusal):
      result = .failure(DecodingError("image '\(file.quotedInMessage)': cannot read it (\(refusal.reason))"))
    case .success(let data):
      if let svg = SVGPicture.read(data) {
        switch svg {
        case .success(let size): result = .success((size, "data:image/svg+xml;base64," + data.base64EncodedString()))
        case .failure(let problem): result = .failure(DecodingError("image '\(file.quotedInMessage)' \(problem.reason)"))
        }
      } else if let (_, pixels) = Self.picture(data), pixels.width * pixels.height > Double(Self.mostPixels) {
        result = .failure(
          DecodingError(
            "image '\(file.quotedInMessage)' is \(Int(pixels.width))×\(Int(pixels.height)) pixels; a bubble's picture is at most "
              + "\(Self.mostPixels) pixels (4096×4096): it is drawn a few hundred points wide, and every pixel is decoded to draw it"))
      } else if let (type, pixels) = Self.picture(data) {
        result = .success((pixels, "data:image/\(type);base64," + data.base64EncodedString()))
      } else {
        result = .failure(DecodingError("image '\(file.quotedInMessage)' is not a PNG, a JPEG or an SVG"))
      }
    }
    read[file] = result
    return try result.get()
  }

  /// A PNG's or a JPEG's type (`png`, `jpeg`) and size in pixels, from its header (a PNG's
  /// IHDR; a JPEG's first start-of-frame segment); nil for anything else.
  static func picture(_ data: Data) -> (String, Size)? {
    let bytes = [UInt8](data)
    func big16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    if bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] {
      func big32(_ at: Int) -> Double { Double(bytes[at..<(at + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
      let size = Size(width: big32(16), height: big32(20))
      return size.width > 0 && size.height > 0 ? ("png", size) : nil
    }
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var at = 2
    while at + 4 <= bytes.count {
      guard bytes[at] == 0xFF else { return nil }
      let marker = bytes[at + 1]
      if marker == 0xFF {
        at += 1
        continue
      }
      let length = big16(at + 2)
      // SOF0 to SOF15 but DHT (C4), JPG (C8) and DAC (CC): height then width.
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), at + 9 <= bytes.count {
        let size = Size(width: Double(big16(at + 7)), height: Double(big16(at + 5)))
        return size.width > 0 && size.height > 0 ? ("jpeg", size) : nil
      }
      guard length >= 2 else { return nil }
      at += 2 + length
    }
    return nil
  }
}

extension BubbleImageReader {
  /// `views` with the pictures of a default body read: its leading image and those its hint
  /// and title show (`![alt](file)`).
  func resolved(_ views: MarkViews) throws(DecodingError) -> MarkViews {
    guard case .defaultBody(var content, let style) = views.body.kind else { return views }
    let texts = [content.hintText, content.controls?.titleText].compactMap { $0 }
    for run in texts.flatMap(\.parsed.runs) {
      guard let file = run.image, content.images[file] == nil else { continue }
      content.images[file] = try image(file, alt: run.text)
    }
    if let given = content.controls?.image {
      let size = given.size == .zero ? nil : given.size
      do throws(DecodingError) {
        content.controls?.image = try image(given.file, alt: given.alt, size: size, decorative: given.isDecorative)
      } catch { throw error.at("body.image") }
    }
    // A scene holds each picture once, however often it is shown; the pictures of one bubble
    // together are capped, so that a scene stays a size a browser draws.
    let distinct = Dictionary(
      (Array(content.images.values) + [content.controls?.image].compactMap { $0 }).map { ($0.file, $0.dataURI.utf8.count) }
    ) { first, _ in first }
    let total = distinct.values.reduce(0, +)
    guard total <= Self.mostBubbleBytes else {
      throw DecodingError(
        "the pictures of one bubble take \(total) bytes together (\(distinct.keys.sorted().map { "'\($0.quotedInMessage)'" }.joined(separator: ", "))); "
          + "a bubble's pictures take at most \(Self.mostBubbleBytes)")
    }
    var resolved = views
    resolved.body.kind = .defaultBody(content, style)
    return resolved
  }
}
