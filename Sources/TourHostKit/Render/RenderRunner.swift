import FoundationEssentials
import TourCore
import TourLua
import TourRender

/// `tourhost render SCRIPT --out DIR`: plays the tour headless (tapping through every mark
/// when there is no input) and writes one SVG per shown mark and per chosen instant, named so
/// that they sort in order (`001-mark-1.svg`), a PNG next to each when rsvg-convert is
/// available, and the trace (`trace.jsonl`).
///
/// Drawing pictures is not a user seeing the tour: without `--state`, remembered progress is
/// kept in memory only, so a `once` tour renders every time.
public enum RenderRunner {
  public static func run(_ options: RenderOptions, errors: (String) -> Void, notes: (String) -> Void) -> ExitStatus {
    let folder = URL(fileURLWithPath: options.output)
    guard let writer = openTrace(in: folder, named: options.output, errors: errors) else { return .unusable }
    // A script error fails the run (exit 1); the first one is said on stderr too, where a
    // user looks, and the trace keeps them all.
    var firstError: String?
    // The warnings too, each once: a picture that looks wrong has its reason beside it.
    var warnings = RenderWarnings()
    writer.onRecord = { record in
      if firstError == nil, case .script(.error(let message, _)) = record { firstError = message }
      if case .tour(.warning(let message)) = record { warnings.add(message) }
    }
    var run = options.run
    if run.input == nil { run.autoplay = true }
    if options.video != nil, run.autoplay { run.dwell = ReviewMedia.dwell }
    let capture = SceneCapture()
    var frames: FrameCapture?
    var session: TourSession?
    capture.namesTours = ScriptDoor.kind(of: run.script) == .app
    var status = HeadlessRunner.play(run, recorder: writer, errors: errors, flush: writer.flush) { started in
      // An app's tours share one clock: its instants and frames are scheduled once.
      let first = session == nil
      session = started
      capture.session = started
      started.onEvent = { event, _ in capture.observe(event) }
      guard first else { return }
      capture.schedule(options.instants, on: started.timeline)
      if options.video != nil {
        frames = FrameCapture(session: started)
        frames?.start(on: started.timeline)
      }
    }
    guard status != .unusable, let session else { return status }
    if let last = options.instants.max() {
      session.timeline.advance(to: max(session.timeline.now, Instant(microseconds: Int64((last * 1_000_000).rounded()))))
    }
    if let failure = HeadlessRunner.written(writer.flush, errors) { return failure }
    let pictures = screenPictures(in: capture.pictures.map(\.scene) + (frames?.scenes ?? []), of: session)
    guard let written = write(capture.pictures, pictures, to: folder, text: run.text, errors: errors) else { return .unusable }
    if !rasterise(written, options, errors: errors, notes: notes), status == .success { status = .scriptError }
    let media = ReviewMediaInput(pictures: pictures, marks: capture.pictures.filter(SceneCapture.isMark), frames: frames?.scenes)
    do { try drawReviewMedia(options, media, seenOn: session.controller.screen, errors: errors, notes: notes) } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    notes("tourhost: \(written.count) picture\(written.count == 1 ? "" : "s") in \(options.output)")
    for line in warnings.lines(trace: folder.appendingPathComponent("trace.jsonl").relativePath) { errors(line) }
    if let firstError {
      let shown = ControlCharacters.shown(String(firstError.prefix(1000)))
      errors("tourhost: \(shown); every error is in \(folder.appendingPathComponent("trace.jsonl").relativePath)")
    }
    if written.isEmpty {
      let why = session.progress.ineligibility.map { "the tour did not start (\($0))" } ?? "no mark was shown"
      errors("tourhost: nothing to draw: \(why)")
      if status == .success { status = .scriptError }
    }
    return status
  }

  /// The output folder, made when missing, and its `trace.jsonl`; nil (said) when either
  /// cannot be written.
  private static func openTrace(in folder: URL, named name: String, errors: (String) -> Void) -> TraceWriter? {
    do { try Folder.create(folder.path) } catch {
      errors("tourhost: cannot create the folder \(name): \(error.reason)")
      return nil
    }
    do { return try TraceWriter(path: folder.appendingPathComponent("trace.jsonl").path) } catch {
      errors("tourhost: \(error)")
      return nil
    }
  }

  /// What the sheet and the video are drawn from: the run's marks and frames, and the screen's
  /// pictures they show.
  private struct ReviewMediaInput {
    var pictures: [ReviewMedia.PictureFile]
    var marks: [SceneCapture.Picture]
    var frames: [Scene]?
  }

  /// `--sheet`: every mark on one PNG (a row for each `--sheet-row` besides the run's own);
  /// `--video`: every frame of the run.
  private static func drawReviewMedia(
    _ options: RenderOptions, _ media: ReviewMediaInput, seenOn screen: Screen, errors: (String) -> Void, notes: (String) -> Void
  ) throws {
    if let sheet = options.sheet {
      var rows = [ContactSheet.Row(options.run.environment, screen: screen, marks: media.marks.map(\.scene))]
      var pictures = media.pictures
      for environment in options.sheetRows {
        var run = options.run
        run.environment = environment
        guard let (row, session) = ContactSheet.Row.played(run, errors: errors) else { continue }
        rows.append(row)
        pictures += screenPictures(in: row.tiles.map(\.scene), of: session).filter { picture in !pictures.contains { $0.name == picture.name } }
      }
      try ReviewMedia.sheet(ContactSheet(rows: rows).svg(text: options.run.text), pictures: pictures, to: sheet)
      let count = rows.map(\.tiles.count).reduce(0, +)
      notes("tourhost: \(count) mark\(count == 1 ? "" : "s") on the sheet \(sheet)")
    }
    if let video = options.video, let frames = media.frames {
      let renderer = SVGRenderer(text: options.run.text)
      try ReviewMedia.video(frames.map(renderer.render), scale: options.pngScale, pictures: media.pictures, to: video)
      notes("tourhost: \(frames.count) frames (\(ReviewMedia.framesPerSecond) a second) in \(video)")
    }
  }

  /// The screen pictures `scenes` show (each once, in order of appearance), found beside
  /// `session`'s script.
  static func screenPictures(in scenes: [Scene], of session: TourSession) -> [ReviewMedia.PictureFile] {
    var names: [String] = []
    for scene in scenes { if let image = scene.image, !names.contains(image) { names.append(image) } }
    let folder = session.tour.scriptURL.deletingLastPathComponent()
    return names.map { ReviewMedia.PictureFile(name: $0, source: folder.appendingPathComponent($0)) }
  }

  /// The pictures as SVGs, with the screen's pictures they show beside them; nil (said on
  /// `errors`) when one cannot be written.
  private static func write(
    _ pictures: [SceneCapture.Picture], _ screenPictures: [ReviewMedia.PictureFile], to folder: URL, text: TextStack,
    errors: (String) -> Void
  ) -> [URL]? {
    do {
      let written = try draw(pictures, to: folder, text: text)
      try copy(screenPictures, to: folder)
      return written
    } catch {
      errors("tourhost: \(error)")
      return nil
    }
  }

  /// Writes each picture as an SVG numbered in order (`001-mark-1.svg`).
  private static func draw(_ pictures: [SceneCapture.Picture], to folder: URL, text: TextStack) throws(OutputError)
    -> [URL]
  {
    let renderer = SVGRenderer(text: text)
    var written: [URL] = []
    for (offset, picture) in pictures.enumerated() {
      let number = String(offset + 1)
      let name = String(repeating: "0", count: max(3 - number.count, 0)) + number + "-" + picture.name + ".svg"
      let file = folder.appendingPathComponent(name)
      let output = try FileOutput.open(file.path, writing: "the picture \(name)")
      do {
        try output.write(renderer.render(picture.scene))
        try output.close()
      } catch {
        try? output.close()
        throw error
      }
      written.append(file)
    }
    return written
  }

  /// Writes a PNG beside each SVG when rsvg-convert is installed; returns false when one could not be made (each said on
  /// `errors`): a picture that is missing is a failed render, not a note.
  private static func rasterise(_ files: [URL], _ options: RenderOptions, errors: (String) -> Void, notes: (String) -> Void) -> Bool {
    guard options.png else { return true }
    guard let rasteriser = Rasteriser.find() else {
      notes("tourhost: rsvg-convert is not installed, so no PNGs were written (Debian: apt-get install librsvg2-bin)")
      return true
    }
    var madeAll = true
    for file in files {
      if let problem = rasteriser.convert(file, scale: options.pngScale) {
        errors("tourhost: \(file.deletingPathExtension().lastPathComponent).png: \(problem)")
        madeAll = false
      }
    }
    return madeAll
  }

  /// Copies the screen's pictures the drawings show (`screen.image`, checked when the tour
  /// loaded: files in the script's folder or below) beside the SVGs that refer to them.
  private static func copy(_ pictures: [ReviewMedia.PictureFile], to folder: URL) throws(OutputError) {
    for picture in pictures {
      let target = folder.appendingPathComponent(picture.name)
      guard picture.source.standardizedFileURL != target.standardizedFileURL else { continue }
      let bytes: [UInt8]
      do { bytes = try FileContents.read(picture.source.path) } catch {
        throw OutputError(what: "the screen's picture", destination: target.path, reason: "cannot read \(picture.name): \(error.reason)")
      }
      try Folder.create(target.deletingLastPathComponent().path)
      let output = try FileOutput.open(target.path, writing: "the screen's picture")
      defer { try? output.close() }
      try output.write(bytes)
    }
  }
}
