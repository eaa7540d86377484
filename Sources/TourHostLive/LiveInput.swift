import FoundationEssentials
import TourCore
import TourHostKit
import TourPreview

/// What the live mode does with a key, a page's request or a typed command: most go to the
/// session as input commands (API.md section 4); what only the mode can do comes back as a
/// `LiveAction`.
struct LiveInput {
  private var rotation = ScreenRotation()

  /// What the mode itself must do after an input.
  enum LiveAction {
    case none
    case quit
    /// Start again from the script as it is now; `keepingStep`: at the step on show.
    case restart(keepingStep: Bool)
    /// The language changed: the tour was loaded again (or could not be).
    case reloaded(ReloadOutcome)
    /// The page asked for a contact sheet of the tour on show.
    case exportSheet
  }

  /// A key of the terminal or the page. For an app, a key that acts on a tour acts on the one
  /// that shows (none: nothing happens).
  mutating func press(_ key: InteractiveKey, on subject: any PlayedSession) -> LiveAction {
    switch key {
    case .quit: return .quit
    case .restart: return .restart(keepingStep: false)
    case .restartHere: return .restart(keepingStep: true)
    case .screen:
      nextScreen(subject)
      return .none
    default: break
    }
    guard let session = subject.showing else { return .none }
    switch key {
    case .quit, .restart, .restartHere, .screen: break
    case .pause:
      let paused = session.controller.readout.isPaused
      session.enter(paused ? .resume : .pause(.hideNothing), as: paused ? "resume" : "pause")
    case .next: subject.enter(.next, as: "next")
    case .previous: subject.enter(.previous, as: "previous")
    case .back: subject.enter(InputCommand.back, as: "back")
    case .close: subject.enter(InputCommand.close, as: "close")
    case .action:
      let first = session.controller.readout.controls.lazy.compactMap(\.kind.actionID).first
      subject.enter(.action(first ?? ""), as: first.map { "action \($0)" } ?? "action")
    case .overlay: subject.enter(.overlay, as: "overlay")
    case .cutout: subject.enter(.cutout, as: "cutout")
    case .rotate: rotate(subject)
    case .locale:
      let locales = session.tour.locales
      guard !locales.isEmpty else { return .none }
      let current = subject.environment.locale ?? locales[0]
      return change(.locale, to: locales[((locales.firstIndex(of: current) ?? 0) + 1) % locales.count], on: subject)
    case .skip:
      if session.controller.skip.view == nil {
        session.enter(FlowMachine.Event.skip, as: "skip")
      } else {
        subject.enter(InputCommand.skip, as: "skip")
      }
    }
    return .none
  }

  /// A page's request: a tap on the picture, a button, a screen's name or a command.
  mutating func handle(_ request: PreviewRequest, on subject: any PlayedSession, log: LiveLog) -> LiveAction {
    switch request {
    case .tap(let x, let y):
      subject.enter(.tap(Point(x: x, y: y)), as: "tap \(EventSummary.format(x)) \(EventSummary.format(y))")
    case .key(let name):
      if let key = InteractiveKey(rawValue: name), key != .quit { return press(key, on: subject) }
    case .navigate(let screen):
      subject.enter(.navigate(screen), as: "navigate \(screen)")
    case .command(let text):
      run(command: text, on: subject, log: log)
    case .step(let step):
      go(to: step, on: subject, log: log)
    case .exportSheet:
      return .exportSheet
    case .setting(let name, let value):
      guard let axis = EnvironmentAxis(rawValue: name) else {
        log.show("set \(name): the page has no such setting", at: subject.timeline.now, isError: true)
        return .none
      }
      return change(axis, to: value, on: subject, log: log)
    }
    return .none
  }

  /// A picker (or `l`): the environment's setting `axis` at `value`. The language is
  /// announced as `l` announces it (a `locale` event); the orientation of a tour seen on its
  /// own screen (no device) turns the screen as `t` does; the others load the tour again in
  /// the new environment (a `setting` event), on the same step. A value the picker does not
  /// have is said in the log; the value on show changes nothing.
  mutating func change(_ axis: EnvironmentAxis, to value: String, on subject: any PlayedSession, log: LiveLog? = nil) -> LiveAction {
    let locales = subject.showing?.tour.locales ?? []
    guard let environment = axis.applied(value, to: subject.environment, locales: locales) else {
      log?.show("set \(axis.rawValue): no value '\(value)'", at: subject.timeline.now, isError: true)
      return .none
    }
    guard value != axis.current(subject.environment, screen: subject.picture.screen, locales: locales) else { return .none }
    if axis == .orientation, environment.device == nil {
      rotate(subject)
      return .none
    }
    let announcement: HostRecord = axis == .locale ? .locale(tag: value) : .setting(name: axis.rawValue, value: value)
    return .reloaded(subject.change(to: environment, announcing: announcement))
  }

  /// The step picker: from the mark that shows, the flow shows mark `step` (as that many
  /// nexts or previouses would, its hooks asked as they would be); a step the tour does not
  /// have, or no mark showing, is said in the log and changes nothing.
  func go(to step: Int, on subject: any PlayedSession, log: LiveLog) {
    let now = subject.timeline.now
    guard let session = subject.showing, let current = session.controller.readout.shownIndex else {
      return log.show("go to step \(step): no mark is showing (r starts the tour again)", at: now, isError: true)
    }
    let count = session.controller.readout.markCount
    guard step <= count else { return log.show("go to step \(step): the tour has \(count) steps", at: now, isError: true) }
    guard step != current else { return }
    let event: FlowMachine.Event = step > current ? .showNext(skipping: step - current - 1) : .showPrevious(skipping: current - step - 1)
    session.enter(event, as: "step \(step)")
  }

  /// Runs an input command typed after `:` (or in the page's command field), with the
  /// headless parser's messages; a bad one is shown as an error line and changes nothing.
  func run(command text: String, on subject: any PlayedSession, log: LiveLog) {
    let line = text.trimming(.spaces)
    let now = subject.timeline.now
    let command: InputCommand
    do {
      guard let parsed = try InputParser.parse(line, line: 0, source: "command") else { return }
      command = parsed
    } catch {
      return log.show("command: \(error.message)", at: now, isError: true)
    }
    if case .wait = command {
      return log.show("command: wait: the interactive mode runs on the real clock; it cannot be told to wait", at: now, isError: true)
    }
    if !subject.enter(command, as: line), case .call(let name, _) = command {
      log.show("command: the tour has no function '\(name)'", at: now, isError: true)
    }
  }

  /// Tab: the app's next screen, by name.
  private func nextScreen(_ subject: any PlayedSession) {
    let (names, shown) = subject.picture.screens
    guard !names.isEmpty else { return }
    let next = names[((shown.flatMap { names.firstIndex(of: $0) } ?? -1) + 1) % names.count]
    subject.enter(.navigate(next), as: "navigate \(next)")
  }

  /// `t`: the device turned a quarter, its safe area with it.
  private mutating func rotate(_ subject: any PlayedSession) {
    let screen = subject.picture.screen
    let (size, insets) = rotation.turn(screen.size, screen.safeArea)
    let text =
      "resize " + [size.width, size.height, insets.top, insets.left, insets.bottom, insets.right].map(EventSummary.format).joined(separator: " ")
    subject.enter(InputCommand.resize(size, safeArea: insets), as: text)
  }
}
