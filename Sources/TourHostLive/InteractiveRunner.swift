import FoundationEssentials
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
/// next deadline and, while something moves, for the next frame of the preview. A second
/// thread, `QuitWatch`, serves q and the signals while that loop is busy in the script, so
/// that quitting never waits on it for more than a second. A third, `BackgroundChecks`, runs
/// check's rules on the configuration on show at a low priority. The runner
/// owns the session (start, restart, reload); `LiveInput` turns keys, the page's requests
/// and commands into input; `LivePreview` shows the page and the status screen; `LiveLog`
/// keeps the recent events.
public final class InteractiveRunner {
  private let options: InteractiveOptions
  private let terminal = Terminal()
  private let errors: (String) -> Void
  private var clock = WallClock()
  private var session: any PlayedSession
  private let watcher: FileWatcher
  private let log: LiveLog
  private let preview: LivePreview
  private var input = LiveInput()
  private var keys = KeyReader()
  /// The error of the last save that could not be loaded, until one loads.
  private var reloadError: String?
  /// What `check` finds in the configuration on show, and when the checks run again (a save,
  /// a picker or a restart asks for them): after the new picture is sent and painted, on the
  /// checks' own thread.
  private var findings: [PreviewStatus.Finding] = []
  private var checks = ChecksSchedule()
  private let checker: BackgroundChecks
  private var quitting: ExitStatus?
  /// The preview's frame rate while something moves.
  static let frameInterval = 1.0 / 60

  /// Loads the script, starts the preview, and prepares the terminal. Nothing runs until `run`.
  public init(_ options: InteractiveOptions, errors: @escaping (String) -> Void) throws(InteractiveError) {
    self.options = options
    self.errors = errors
    log = LiveLog(terminal: terminal)
    do { watcher = try FileWatcher() } catch { throw InteractiveError("tourhost: \(error)") }
    do { session = try Self.makeSession(options, log: log) } catch { throw InteractiveError("tourhost: \(error.message)") }
    preview = try LivePreview(port: options.port, text: options.text, terminal: terminal)
    checker = BackgroundChecks(LiveChecks(options: options))
    preview.adopt(session)
  }

  /// The preview's address, when it is served.
  public var previewURL: String? { preview.url }

  /// Runs until `q`, Ctrl-C or SIGTERM. Returns the exit status.
  public func run() -> ExitStatus {
    let signals = SignalPipe.install()
    if options.open, let url = previewURL { open(url) }
    terminal.begin()
    defer {
      terminal.restore()
      preview.stop()
    }
    if !terminal.drawsStatus {
      terminal.write("tourhost: \(session.displayName)" + (previewURL.map { ", preview at \($0)" } ?? "") + "\n")
    }
    let watch = QuitWatch(terminal: terminal)
    watch.start()
    defer { watch.finish() }
    defer { checker.finish() }
    start()
    checks.ask()
    var readsKeys = true
    while quitting == nil {
      watch.busy(typing: keys.line != nil)
      // Keys the watch read while the loop was busy come first.
      let early = watch.takeKeys()
      if !early.isEmpty { feed(early) }
      session.timeline.advance(to: clock.now)
      session.update()
      preview.publish(session, log: log, reloadError: reloadError, findings: findings, commandLine: keys.line)
      if checks.take() { checker.ask(seenIn: session.environment) }
      var descriptors = [watcher.fileDescriptor, preview.hub.wakeDescriptor, signals, watch.wakeDescriptor, checker.wakeDescriptor]
      if readsKeys { descriptors.append(STDIN_FILENO) }
      watch.sleeping()
      let ready = Poller.readable(descriptors, timeout: timeout())
      watch.busy(typing: keys.line != nil)
      if ready.contains(signals) { quitting = .interrupted }
      // Keys the watch took wait in it; the next turn takes them first.
      if ready.contains(watch.wakeDescriptor) { watch.drainWake() }
      if ready.contains(watcher.fileDescriptor) { reloadIfSaved() }
      if ready.contains(preview.hub.wakeDescriptor) {
        for request in preview.hub.takeRequests() { perform(input.handle(request, on: advanced(), log: log)) }
      }
      if ready.contains(STDIN_FILENO) { readsKeys = readKeys() }
      if ready.contains(checker.wakeDescriptor), let found = checker.take() {
        findings = found
        preview.publish(session, log: log, reloadError: reloadError, findings: findings, commandLine: keys.line)
      }
    }
    return quitting ?? .success
  }

  /// Reads what standard input has: keys, and commands typed after `:`. Returns false once
  /// it is closed (keys are over; the preview and reloads go on).
  private func readKeys() -> Bool {
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = read(STDIN_FILENO, &bytes, bytes.count)
    guard count > 0 else { return false }
    feed(Array(bytes[0..<count]))
    return true
  }

  /// Acts on what the terminal sent: keys, and commands typed after `:`.
  private func feed(_ bytes: [UInt8]) {
    for typed in keys.feed(bytes) {
      switch typed {
      case .key(let key): perform(input.press(key, on: advanced()))
      case .command(let text): input.run(command: text, on: advanced(), log: log)
      }
    }
  }

  // MARK: - The tour

  /// The tour, or an app file's tours (`ScriptDoor`), on the wall clock from now.
  private static func makeSession(_ options: InteractiveOptions, log: LiveLog) throws(TourLoadError) -> any PlayedSession {
    var opening = ScriptDoor.Opening(
      recorder: log, seeing: AppSession.Seeing(configuration: options.configuration, text: options.text, environment: options.environment),
      progress: .given(options.state), startTime: Date().timeIntervalSince1970)
    opening.testing = options.testing
    return try ScriptDoor.open(options.script, opening)
  }

  /// The session with its clock brought to now, for an input.
  private func advanced() -> any PlayedSession {
    session.timeline.advance(to: clock.now)
    session.update()
    return session
  }

  /// Starts the tour (on `r`, whatever its rules say: the designer asked for it).
  /// `previous`: the session a restart replaces, whose step on show the tour starts at (`R`).
  private func start(checkingRules: Bool = true, keepingStepOf previous: (any PlayedSession)? = nil) {
    clock.reset()
    if let previous { session.start(keepingStepOf: previous) } else { session.start(checkingRules: checkingRules) }
    watcher.watch(session.watchedFiles)
  }

  /// What only the mode can do after an input.
  private func perform(_ action: LiveInput.LiveAction) {
    switch action {
    case .none: break
    case .quit: quitting = .success
    case .restart(let keepingStep): restart(keepingStep: keepingStep)
    case .reloaded(let outcome): reloaded(outcome)
    case .exportSheet: exportSheet()
    }
  }

  /// Plays the script as it is now in the environment on show, in a run of its own (nothing
  /// recorded, nothing remembered), and sends its contact sheet to the pages; what stops it is
  /// said in the log.
  private func exportSheet() {
    var run = HeadlessOptions(
      script: options.script, input: nil, autoplay: true, state: nil, configuration: options.configuration, environment: session.environment)
    run.text = options.text
    run.testing = options.testing
    var problems: [String] = []
    guard let sheet = ContactSheet.svg(playing: run, errors: { problems.append($0) }) else {
      return log.show("export: \(problems.first ?? "the tour did not load")", at: session.timeline.now, isError: true)
    }
    preview.hub.send(file: "\(session.showing?.tour.id ?? "tour")-sheet.svg", svg: sheet)
    log.show("export: the sheet of every step, \(session.environment.caption(on: session.picture.screen))", at: session.timeline.now, isError: false)
  }

  /// Starts the tour again from the script as it is now (`r`), at the step on show when
  /// `keepingStep` (`R`).
  private func restart(keepingStep: Bool) {
    do {
      let previous = session
      session = try Self.makeSession(options, log: log)
      preview.adopt(session)
      log.clear()
      reloadError = nil
      checks.ask()
      start(checkingRules: false, keepingStepOf: keepingStep ? previous : nil)
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
      checks.ask()
      preview.adopt(session)
    case .failed(let message):
      reloadError = message
    }
  }

  /// How long `poll` may sleep: until the timeline's next deadline, the next frame while
  /// something moves on screen (a fade, a transition, an idle animation, a view animated), or
  /// the checks' turn.
  private func timeout() -> Double? {
    let now = session.timeline.now
    var wait = session.timeline.nextDeadline.map { max(0, Double($0.microseconds - now.microseconds) / 1e6) }
    if session.showing?.controller.isAnimating(at: now) == true { wait = min(wait ?? Self.frameInterval, Self.frameInterval) }
    if let checking = checks.wait { wait = min(wait ?? checking, checking) }
    return wait
  }

  private func open(_ url: String) {
    let environment = ProcessInfo.processInfo.environment
    guard !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else {
      errors("tourhost: no display to open a browser on; open \(url) yourself")
      return
    }
    // A shell that starts xdg-open in the background and ends at once: the browser it opens
    // may keep xdg-open running, and nothing here waits for it.
    let command = ["/bin/sh", "-c", "xdg-open \"$1\" >/dev/null 2>&1 &", "sh", url]
    do { _ = try ChildProcess.run(command) } catch { errors("tourhost: cannot run xdg-open (\(error)); open \(url) yourself") }
  }
}
