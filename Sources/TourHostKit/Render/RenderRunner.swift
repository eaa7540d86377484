import Foundation
import TourCore
import TourRender

/// `tourhost render SCRIPT --out DIR`: plays the tour headless (tapping through every mark
/// when there is no input) and writes one SVG per shown mark and per chosen instant, named so
/// that they sort in order (`001-mark-1.svg`), a PNG next to each when rsvg-convert is
/// available, and the trace (`trace.jsonl`).
public enum RenderRunner {
  public static func run(_ options: RenderOptions, errors: (String) -> Void, notes: (String) -> Void) -> ExitStatus {
    let folder = URL(fileURLWithPath: options.output)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      errors("tourhost: \(options.output): cannot create the folder")
      return .unusable
    }
    let writer: TraceWriter
    do { writer = try TraceWriter(path: folder.appendingPathComponent("trace.jsonl").path) } catch {
      errors("tourhost: \(options.output): cannot write the trace")
      return .unusable
    }
    defer { writer.flush() }
    var run = options.run
    if run.input == nil { run.autoplay = true }
    let capture = SceneCapture(forwardingTo: writer)
    var session: TourSession?
    let status = HeadlessRunner.play(run, recorder: capture, errors: errors, flush: writer.flush) { started in
      session = started
      capture.controller = started.controller
      capture.schedule(options.instants, on: started.timeline)
    }
    guard status != .unusable, let session else { return status }
    if let last = options.instants.max() {
      session.timeline.advance(to: max(session.timeline.now, Instant(microseconds: Int64((last * 1_000_000).rounded()))))
    }
    let renderer = SVGRenderer(fontFamily: (run.measurer as? FontMetrics)?.family ?? "DejaVu Sans", measurer: run.measurer)
    let rasteriser = options.png ? Rasteriser.find() : nil
    var written: [URL] = []
    for (offset, picture) in capture.pictures.enumerated() {
      let number = String(offset + 1)
      let file = folder.appendingPathComponent(String(repeating: "0", count: max(3 - number.count, 0)) + number + "-" + picture.name + ".svg")
      do { try Data(renderer.render(picture.scene).utf8).write(to: file) } catch {
        errors("tourhost: \(file.path): cannot write the picture")
        return .unusable
      }
      written.append(file)
    }
    copyImage(session, to: folder)
    if let rasteriser {
      for file in written {
        if let problem = rasteriser.convert(file, scale: options.pngScale) { notes("tourhost: \(file.lastPathComponent): \(problem)") }
      }
    } else if options.png {
      notes("tourhost: rsvg-convert is not installed, so no PNGs were written (Debian: apt-get install librsvg2-bin)")
    }
    notes("tourhost: \(written.count) picture\(written.count == 1 ? "" : "s") in \(options.output)")
    return status
  }

  /// Copies the screen's picture (`screen.image`) beside the SVGs that refer to it.
  private static func copyImage(_ session: TourSession, to folder: URL) {
    guard let image = session.controller.screen.image else { return }
    let source = session.tour.scriptURL.deletingLastPathComponent().appendingPathComponent(image)
    let target = folder.appendingPathComponent(image)
    guard source.standardizedFileURL != target.standardizedFileURL else { return }
    try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: target)
    try? FileManager.default.copyItem(at: source, to: target)
  }
}
