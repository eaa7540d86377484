import Foundation
import TourCore
import TourHostKit
import TourLua
import TourPreview
import TourRender

#if canImport(Glibc)
  import Glibc
#endif

/// `tourhost run SCRIPT`: the tour on the real clock, a live status in the terminal (or a
/// plain event log when standard output is not one), keys, the preview page, and hot reload.
///
/// One thread runs everything that touches the tour: a `poll` loop over the file watcher,
/// standard input, the preview's inbox and the signal pipe, woken in time for the timeline's
/// next deadline and, while something moves, for the next frame of the preview.
public final class InteractiveRunner: TraceRecorder {
  private let options: InteractiveOptions
  private let terminal = Terminal()
  private let errors: (String) -> Void
  private var clock = WallClock()
  private var session: TourSession!
  private let watcher: FileWatcher
  private let hub = PreviewHub(keyNames: InteractiveKey.buttonNames)
  private var server: PreviewServer?
  private let files = PreviewFiles()
  private let renderer: SVGRenderer
  /// The recent events, for the status.
  private var recent: [PreviewStatus.Line] = []
  private var reloadError: String?
  private var quitting: ExitStatus?
  private var keys = KeyReader()
  private var rotation = ScreenRotation()
  /// How many events the status shows.
  static let recentCount = 12
  /// The preview's frame rate while something moves.
  static let frameInterval = 1.0 / 60

  /// Loads the script, starts the preview, and prepares the terminal. Nothing runs until `run`.
  public init(_ options: InteractiveOptions, errors: @escaping (String) -> Void) throws(InteractiveError) {
    self.options = options
    self.errors = errors
    do { watcher = try FileWatcher() } catch { throw InteractiveError("tourhost: \(error)") }
    renderer = SVGRenderer(fontFamily: (options.measurer as? FontMetrics)?.family ?? "DejaVu Sans", measurer: options.measurer)
    do { session = try makeSession() } catch { throw InteractiveError("tourhost: \(error.message)") }
    if let port = options.port {
      let files = files
      do { server = try PreviewServer(hub: hub, port: port) { files.url(for: $0) } } catch {
        throw InteractiveError("tourhost: \(error) (choose another with --port, or 0 for any free port)")
      }
    }
  }

  /// The preview's address, when it is served.
  public var previewURL: String? { server?.url }

  /// Runs until `q`, Ctrl-C or SIGTERM. Returns the exit status.
  public func run() -> ExitStatus {
    let signals = SignalPipe.install()
    if options.open, let url = previewURL { open(url) }
    terminal.begin()
    defer {
      terminal.restore()
      hub.disconnectAll()
      server?.stop()
    }
    if !terminal.drawsStatus {
      terminal.write("tourhost: \(session.tour.displayName)" + (previewURL.map { ", preview at \($0)" } ?? "") + "\n")
    }
    start()
    var readsKeys = true
    while quitting == nil {
      session.timeline.advance(to: clock.now)
      publish()
      var descriptors = [watcher.fileDescriptor, hub.wakeDescriptor, signals]
      if readsKeys { descriptors.append(STDIN_FILENO) }
      let ready = Poller.readable(descriptors, timeout: timeout())
      if ready.contains(signals) { quitting = .interrupted }
      if ready.contains(watcher.fileDescriptor) { reloadIfSaved() }
      if ready.contains(hub.wakeDescriptor) {
        for request in hub.takeRequests() { handle(request) }
      }
      if ready.contains(STDIN_FILENO) {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count <= 0 {
          readsKeys = false  // standard input closed: keys are over, the preview and reloads go on
        } else {
          for input in keys.feed(Array(bytes[0..<count])) {
            switch input {
            case .key(let key): press(key)
            case .command(let text): run(command: text)
            }
          }
        }
      }
    }
    return quitting ?? .success
  }

  // MARK: - The tour

  private func makeSession() throws(TourLoadError) -> TourSession {
    let session = try TourSession(
      script: URL(fileURLWithPath: options.script), recorder: self, configuration: options.configuration,
      measurer: options.measurer, state: options.state, startTime: Date().timeIntervalSince1970, environment: options.environment)
    files.update(image: session.controller.screen.image, folder: session.tour.scriptURL.deletingLastPathComponent())
    return session
  }

  /// Starts the tour (on `r`, whatever its rules say: the designer asked for it).
  private func start(checkingRules: Bool = true) {
    clock.reset()
    session.start(checkingRules: checkingRules)
    watcher.watch(session.watchedFiles)
  }

  /// Starts the tour again from the script as it is now (`r`).
  private func restart() {
    do {
      let fresh = try makeSession()
      session = fresh
      recent = []
      reloadError = nil
      start(checkingRules: false)
    } catch {
      reloadError = error.message
    }
  }

  private func reloadIfSaved() {
    let saved = watcher.savedFilesInBurst()
    guard let changed = saved.first else { return watcher.refresh() }
    session.timeline.advance(to: clock.now)
    reloaded(session.reload(changed: changed))
    watcher.watch(session.watchedFiles)
  }

  /// After a reload: the new version's picture files, or the error the status shows.
  private func reloaded(_ outcome: ReloadOutcome) {
    switch outcome {
    case .loaded:
      reloadError = nil
      files.update(image: session.controller.screen.image, folder: session.tour.scriptURL.deletingLastPathComponent())
    case .failed(let message):
      reloadError = message
    }
  }

  private func press(_ key: InteractiveKey) {
    session.timeline.advance(to: clock.now)
    switch key {
    case .quit:
      quitting = .success
    case .restart:
      restart()
    case .pause:
      let paused = session.controller.readout.isPaused
      session.enter(paused ? .resume : .pause(.hideNothing), as: paused ? "resume" : "pause")
    case .next: apply(.next, "next")
    case .previous: apply(.previous, "previous")
    case .overlay: apply(.overlay, "overlay")
    case .cutout: apply(.cutout, "cutout")
    case .screen:
      let names = session.controller.app.screens.keys.sorted()
      guard !names.isEmpty else { return }
      let next = names[((session.controller.app.screenName.flatMap { names.firstIndex(of: $0) } ?? -1) + 1) % names.count]
      apply(.navigate(next), "navigate \(next)")
    case .rotate:
      let screen = session.controller.screen
      let (size, insets) = rotation.turn(screen.size, screen.safeArea)
      let text =
        "resize "
        + ([size.width, size.height, insets.top, insets.left, insets.bottom, insets.right].map(EventSummary.format))
        .joined(separator: " ")
      apply(.resize(size, safeArea: insets), text)
    case .locale:
      let locales = session.tour.locales
      guard !locales.isEmpty else { return }
      let current = session.controller.environment.locale ?? locales[0]
      let next = locales[((locales.firstIndex(of: current) ?? 0) + 1) % locales.count]
      reloaded(session.changeLocale(to: next))
    case .skip:
      if session.controller.skip.view == nil {
        session.enter(FlowMachine.Event.skip, as: "skip")
      } else {
        apply(.skip, "skip")
      }
    }
  }

  private func handle(_ request: PreviewRequest) {
    switch request {
    case .tap(let x, let y):
      session.timeline.advance(to: clock.now)
      apply(.tap(Point(x: x, y: y)), "tap \(EventSummary.format(x)) \(EventSummary.format(y))")
    case .key(let name):
      if let key = InteractiveKey(rawValue: name), key != .quit { press(key) }
    case .navigate(let screen):
      session.timeline.advance(to: clock.now)
      apply(.navigate(screen), "navigate \(screen)")
    case .command(let text):
      run(command: text)
    }
  }

  /// Runs an input command typed after `:` (or in the page's command field), with the
  /// headless parser's messages; a bad one is shown as an error line and changes nothing.
  private func run(command text: String) {
    session.timeline.advance(to: clock.now)
    let line = text.trimmingCharacters(in: .whitespaces)
    let command: InputCommand
    do {
      guard let parsed = try InputParser.parse(line, line: 0, source: "command") else { return }
      command = parsed
    } catch {
      return show("command: \(error.message)", isError: true)
    }
    if case .wait = command {
      return show("command: wait: the interactive mode runs on the real clock; it cannot be told to wait", isError: true)
    }
    if !session.enter(command, as: line), case .call(let name, _) = command {
      show("command: the tour has no function '\(name)'", isError: true)
    }
  }

  /// A line of the status that is not an event of the tour.
  private func show(_ text: String, isError: Bool) {
    let text = ControlCharacters.shown(text)
    recent.append(PreviewStatus.Line(text: String(format: "%7.3f  ", session.timeline.now.seconds) + text, isError: isError))
    if recent.count > Self.recentCount { recent.removeFirst(recent.count - Self.recentCount) }
    if !terminal.drawsStatus { terminal.write(text + "\n") }
  }

  private func apply(_ command: InputCommand, _ text: String) {
    session.enter(command, as: text)
  }

  // MARK: - Output

  /// Shows a line of the trace in the status and the page (all but `animation` lines).
  public func record(_ record: TraceRecord, at time: Instant) {
    if case .tour(.animation) = record { return }
    let isError: Bool
    switch record {
    case .script(.error), .host(.reloadFailed): isError = true
    default: isError = false
    }
    // A script's text never reaches the terminal as controls (H17): shown, one event a line.
    let text = String(format: "%7.3f  ", time.seconds) + ControlCharacters.shown(EventSummary.text(of: record))
    recent.append(PreviewStatus.Line(text: text, isError: isError))
    if recent.count > Self.recentCount { recent.removeFirst(recent.count - Self.recentCount) }
    if !terminal.drawsStatus { terminal.write(text + "\n") }
  }

  /// The status, with the marks of `scene` (the one the pages are shown) as dialogs.
  private func status(_ scene: Scene) -> PreviewStatus {
    let flow = session.controller.status
    return PreviewStatus(
      tour: session.tour.id, script: session.tour.displayName, position: flow.position,
      state: flow.activity, events: recent, reloadError: reloadError,
      screens: session.controller.app.screens.keys.sorted(), screen: session.controller.app.screenName,
      views: Self.pickable(session.controller.screen), dialogs: Self.dialogs(scene))
  }

  /// The marks shown, as the page's dialogs.
  static func dialogs(_ scene: Scene) -> [PreviewStatus.Dialog] {
    scene.accessibility.map { mark in
      PreviewStatus.Dialog(
        index: mark.index, label: mark.label, escapes: mark.escapes, message: mark.message,
        elements: mark.elements.map {
          .init(role: $0.role.rawValue, label: $0.label, frame: [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height], action: $0.action)
        })
    }
  }

  /// The screen's views for the page's pick mode: key paths and frames on the screen.
  static func pickable(_ screen: Screen) -> [PreviewStatus.View] {
    var views: [PreviewStatus.View] = []
    screen.forEachView { path, view in
      guard let frame = screen.frameOnScreen(path) else { return }
      views.append(
        PreviewStatus.View(path: path.keyPath, frame: [frame.minX, frame.minY, frame.width, frame.height], label: view.label, type: view.type))
    }
    return views
  }

  /// Sends the scene and the status to the pages, and redraws the terminal, when they changed.
  private func publish() {
    files.update(image: session.controller.screen.image, folder: session.tour.scriptURL.deletingLastPathComponent())
    let scene = session.scene()
    if server != nil { hub.publish(svg: renderer.render(scene)) }
    let current = status(scene)
    if current != lastStatus || keys.line != lastCommandLine {
      lastStatus = current
      lastCommandLine = keys.line
      hub.publish(status: current)
      if terminal.drawsStatus {
        terminal.draw(StatusScreen.lines(current, preview: previewURL, commandLine: keys.line, columns: terminal.columns))
      }
    }
  }

  private var lastStatus: PreviewStatus?
  private var lastCommandLine: String?

  /// How long `poll` may sleep: until the timeline's next deadline, or the next frame while
  /// something moves on screen.
  private func timeout() -> Double? {
    let now = session.timeline.now
    var wait = session.timeline.nextDeadline.map { max(0, Double($0.microseconds - now.microseconds) / 1e6) }
    if isMoving { wait = min(wait ?? Self.frameInterval, Self.frameInterval) }
    return wait
  }

  /// Whether the picture changes by itself now (a fade, a transition, an idle animation, a
  /// view being animated).
  private var isMoving: Bool {
    session.controller.isAnimating(at: session.timeline.now)
  }

  private func open(_ url: String) {
    let environment = ProcessInfo.processInfo.environment
    guard !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else {
      errors("tourhost: no display to open a browser on; open \(url) yourself")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    do { try process.run() } catch { errors("tourhost: cannot run xdg-open (\(error)); open \(url) yourself") }
  }
}
