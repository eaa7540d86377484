import FoundationEssentials
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

  /// A picture a drawing refers to by a path relative to itself (the screen's captured
  /// picture), and the file it is.
  struct PictureFile {
    var name: String
    var source: URL
  }

  /// The contact sheet's SVG as a PNG at `path`, with the screen's pictures it refers to
  /// beside it while it is drawn.
  static func sheet(_ svg: String, pictures: [PictureFile], to path: String) throws {
    let folder = try scratchFolder("sheet", with: pictures)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("sheet.svg")
    try Data(svg.utf8).write(to: source)
    try run("rsvg-convert", ["--output", URL(fileURLWithPath: path).path, source.path], needs: "rsvg-convert (Debian: librsvg2-bin)")
  }

  /// A temporary folder holding `pictures` at their names: librsvg draws a picture an SVG
  /// refers to only from the SVG's folder or below it.
  private static func scratchFolder(_ kind: String, with pictures: [PictureFile]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-\(kind)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for picture in pictures where !picture.name.hasPrefix("/") && !picture.name.split(separator: "/").contains("..") {
      let target = folder.appendingPathComponent(picture.name)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.copyItem(at: picture.source, to: target)
    }
    return folder
  }

  /// The frames, in order, as an H.264 video, `scale` pixels a point (as the PNGs are: librsvg
  /// draws each frame at that size, from its vectors, not a picture enlarged).
  /// The screen's pictures are written into each frame (as `data:` URLs): ffmpeg hands
  /// librsvg each frame's bytes, with no folder to find a picture in.
  static func video(_ frames: [String], scale: Double = 1, pictures: [PictureFile] = [], to path: String) throws {
    let folder = try scratchFolder("video", with: [])
    defer { try? FileManager.default.removeItem(at: folder) }
    let inlined = pictures.compactMap { picture -> (String, String)? in
      guard let data = try? Data(contentsOf: picture.source) else { return nil }
      let type = picture.name.lowercased().hasSuffix(".png") ? "png" : "jpeg"
      return ("href=\"\(SVGText.escaped(picture.name))\"", "href=\"data:image/\(type);base64,\(data.base64EncodedString())\"")
    }
    for (offset, frame) in frames.enumerated() {
      var text = scaled(frame, by: scale)
      for (reference, uri) in inlined { text = text.replacingEvery(reference, with: uri) }
      try Data(text.utf8).write(to: folder.appendingPathComponent(String(printf: "%05ld.svg", offset)))
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
      guard let start = root.firstRange(of: " \(attribute)=\""), let close = root[start.upperBound...].firstIndex(of: "\""),
        let value = Double(root[start.upperBound..<close])
      else { continue }
      root.replaceSubrange(start.upperBound..<close, with: (value * scale).scriptText)
    }
    return root + svg[end...]
  }

  private static func run(_ tool: String, _ arguments: [String], needs: String) throws {
    guard let executable = Rasteriser.onPath(tool) else { throw MediaError(description: "\(tool) is not installed: it needs \(needs)") }
    let (status, message) = try ChildProcess.run([executable.path] + arguments)
    guard status == 0 else {
      throw MediaError(description: "\(tool) failed: \(message.trimming(.spacesAndNewlines))")
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
