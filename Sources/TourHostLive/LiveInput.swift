import Foundation
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
    case restart
    /// The language changed: the tour was loaded again (or could not be).
    case reloaded(ReloadOutcome)
  }

  /// A key of the terminal or the page.
  mutating func press(_ key: InteractiveKey, on session: TourSession) -> LiveAction {
    switch key {
    case .quit: return .quit
    case .restart: return .restart
    case .pause:
      let paused = session.controller.readout.isPaused
      session.enter(paused ? .resume : .pause(.hideNothing), as: paused ? "resume" : "pause")
    case .next: session.enter(.next, as: "next")
    case .previous: session.enter(.previous, as: "previous")
    case .back: session.enter(InputCommand.back, as: "back")
    case .close: session.enter(InputCommand.close, as: "close")
    case .action:
      let first = session.controller.readout.controls.lazy.compactMap(\.kind.actionID).first
      session.enter(.action(first ?? ""), as: first.map { "action \($0)" } ?? "action")
    case .overlay: session.enter(.overlay, as: "overlay")
    case .cutout: session.enter(.cutout, as: "cutout")
    case .screen: nextScreen(session)
    case .rotate: rotate(session)
    case .locale:
      let locales = session.tour.locales
      guard !locales.isEmpty else { return .none }
      let current = session.controller.environment.locale ?? locales[0]
      return .reloaded(session.changeLocale(to: locales[((locales.firstIndex(of: current) ?? 0) + 1) % locales.count]))
    case .skip:
      if session.controller.skip.view == nil {
        session.enter(FlowMachine.Event.skip, as: "skip")
      } else {
        session.enter(InputCommand.skip, as: "skip")
      }
    }
    return .none
  }

  /// A page's request: a tap on the picture, a button, a screen's name or a command.
  mutating func handle(_ request: PreviewRequest, on session: TourSession, log: LiveLog) -> LiveAction {
    switch request {
    case .tap(let x, let y):
      session.enter(.tap(Point(x: x, y: y)), as: "tap \(EventSummary.format(x)) \(EventSummary.format(y))")
    case .key(let name):
      if let key = InteractiveKey(rawValue: name), key != .quit { return press(key, on: session) }
    case .navigate(let screen):
      session.enter(.navigate(screen), as: "navigate \(screen)")
    case .command(let text):
      run(command: text, on: session, log: log)
    }
    return .none
  }

  /// Runs an input command typed after `:` (or in the page's command field), with the
  /// headless parser's messages; a bad one is shown as an error line and changes nothing.
  func run(command text: String, on session: TourSession, log: LiveLog) {
    let line = text.trimmingCharacters(in: .whitespaces)
    let now = session.timeline.now
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
    if !session.enter(command, as: line), case .call(let name, _) = command {
      log.show("command: the tour has no function '\(name)'", at: now, isError: true)
    }
  }

  /// Tab: the app's next screen, by name.
  private func nextScreen(_ session: TourSession) {
    let names = session.controller.app.screens.keys.sorted()
    guard !names.isEmpty else { return }
    let next = names[((session.controller.app.screenName.flatMap { names.firstIndex(of: $0) } ?? -1) + 1) % names.count]
    session.enter(.navigate(next), as: "navigate \(next)")
  }

  /// `t`: the device turned a quarter, its safe area with it.
  private mutating func rotate(_ session: TourSession) {
    let screen = session.controller.screen
    let (size, insets) = rotation.turn(screen.size, screen.safeArea)
    let text =
      "resize " + [size.width, size.height, insets.top, insets.left, insets.bottom, insets.right].map(EventSummary.format).joined(separator: " ")
    session.enter(InputCommand.resize(size, safeArea: insets), as: text)
  }
}
