import Foundation
import TourCore
import TourRender

/// What `render` makes for people who will not run tourhost: every mark of the run on one
/// contact sheet (`--sheet FILE.png`, through rsvg-convert), and the run as the preview plays
/// it, animations included, as a video (`--video FILE.mp4`, through ffmpeg, which reads the
/// frames' SVG with librsvg; Debian: ffmpeg).
enum ReviewMedia {
  /// Frames a second of the video.
  static let framesPerSecond = 30
  /// How long each mark stays on screen in the video before the tap that moves on.
  static let dwell = 1.5

  /// Why a sheet or a video could not be made.
  struct MediaError: Error, CustomStringConvertible {
    let description: String
  }

  /// The marks side by side, four a row, each 300 points wide with its name under it.
  static func sheet(_ pictures: [(name: String, svg: String, size: Size)], to path: String) throws {
    let cell = 300.0
    let columns = min(4, max(pictures.count, 1))
    let tallest = pictures.map { cell * $0.size.height / max($0.size.width, 1) }.max() ?? cell
    let rows = (pictures.count + columns - 1) / columns
    let width = 24 + Double(columns) * (cell + 24)
    let height = 24 + Double(rows) * (tallest + 48)
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">\n"
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
    for (offset, picture) in pictures.enumerated() {
      let x = 24 + Double(offset % columns) * (cell + 24)
      let y = 24 + Double(offset / columns) * (tallest + 48)
      let h = cell * picture.size.height / max(picture.size.width, 1)
      svg +=
        "<image x=\"\(x)\" y=\"\(y)\" width=\"\(cell)\" height=\"\(h)\" href=\"data:image/svg+xml;base64,\(Data(picture.svg.utf8).base64EncodedString())\"/>\n"
      svg +=
        "<text x=\"\(x + cell / 2)\" y=\"\(y + h + 24)\" text-anchor=\"middle\" font-family=\"DejaVu Sans\" font-size=\"15\" fill=\"#3A3A3C\">\(picture.name)</text>\n"
    }
    svg += "</svg>\n"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-sheet-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("sheet.svg")
    try Data(svg.utf8).write(to: source)
    try run("rsvg-convert", ["--output", URL(fileURLWithPath: path).path, source.path], needs: "rsvg-convert (Debian: librsvg2-bin)")
  }

  /// The frames, in order, as an H.264 video, `scale` pixels a point (as the PNGs are: librsvg
  /// draws each frame at that size, from its vectors, not a picture enlarged).
  static func video(_ frames: [String], scale: Double = 1, to path: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-video-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (offset, frame) in frames.enumerated() {
      try Data(scaled(frame, by: scale).utf8).write(to: folder.appendingPathComponent(String(format: "%05d.svg", offset)))
    }
    try run(
      "ffmpeg",
      [
        "-v", "error", "-y", "-framerate", String(framesPerSecond), "-i", folder.appendingPathComponent("%05d.svg").path,
        "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p", "-c:v", "libx264", "-preset", "veryfast", "-r", String(framesPerSecond),
        URL(fileURLWithPath: path).path,
      ], needs: "ffmpeg (Debian: ffmpeg)")
  }

  /// An SVG of tourhost's drawn `scale` times as large: its root's width and height (in points)
  /// multiplied, its viewBox kept.
  static func scaled(_ svg: String, by scale: Double) -> String {
    guard scale != 1, let end = svg.firstIndex(of: ">") else { return svg }
    var root = String(svg[..<end])
    for attribute in ["width", "height"] {
      guard let start = root.range(of: " \(attribute)=\""), let close = root[start.upperBound...].firstIndex(of: "\""),
        let value = Double(root[start.upperBound..<close])
      else { continue }
      root.replaceSubrange(start.upperBound..<close, with: (value * scale).scriptText)
    }
    return root + svg[end...]
  }

  private static func run(_ tool: String, _ arguments: [String], needs: String) throws {
    guard let executable = Rasteriser.onPath(tool) else { throw MediaError(description: "\(tool) is not installed: it needs \(needs)") }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw MediaError(description: "\(tool) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
  }
}

/// Pictures the scene every frame of the run, from its start until the tour is over.
final class FrameCapture {
  private weak var session: TourSession?
  private(set) var scenes: [Scene] = []

  init(session: TourSession) { self.session = session }

  /// Schedules the frames on the timeline (observers: they never hold settling).
  func start(on timeline: Timeline) {
    schedule(0, on: timeline)
  }

  private func schedule(_ frame: Int, on timeline: Timeline) {
    let at = Instant(microseconds: Int64(frame) * 1_000_000 / Int64(ReviewMedia.framesPerSecond))
    timeline.schedule(at: at, kind: .observer) { [weak self, weak timeline] in
      guard let self, let session = self.session, let timeline else { return }
      self.scenes.append(session.scene())
      let over: Bool =
        switch session.controller.waitingFor {
        case .ended: true
        default: false
        }
      if !over || frame % ReviewMedia.framesPerSecond != 0 { self.schedule(frame + 1, on: timeline) }
    }
  }
}
