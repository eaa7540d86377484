import TourCore
import TourLua

/// What each input command of API.md section 4 does to a session: a tap, a key, the app's
/// side (views, screens, events, parameters), the clock. `TourSession.enter` records the
/// command and applies it here.
struct InputCommandEffects {
  let session: TourSession
  private var controller: CoachMarksController { session.controller }

  /// Applies one command without recording it. Returns false for a `call` of a function the
  /// tour does not have.
  func apply(_ command: InputCommand) -> Bool {
    // A finger held by `press` is lifted by any command but `wait` (on the mark for `next`).
    if case .wait = command {} else { controller.highlightedIndex = nil }
    switch command {
    case .press:
      if let shown = controller.readout.shownIndex {
        controller.highlightedIndex = shown
      } else {
        warn("press: no coach mark is on screen")
      }
    case .next:
      if let refusal = controller.tapNextControl() { warn("next: \(refusal)") }
    case .overlay: tapOverlay()
    case .cutout: tapCutout()
    case .skip: tapSkip()
    case .back, .close, .action, .link:
      if let refusal = tapControl(command.controlName) { warn("\(command.word): \(refusal)") }
    case .tap(let point):
      let size = controller.screen.size
      guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
        // No finger lands there: said, and nothing happens (as Instructions' hit test finds nothing).
        let at = "\(EventSummary.format(point.x)) \(EventSummary.format(point.y))"
        let screen = "\(EventSummary.format(size.width))×\(EventSummary.format(size.height))"
        controller.record(.warning(message: "tap \(at) is outside the \(screen) screen; nothing is tapped"))
        return true
      }
      controller.tap(at: point)
    case .wait(let seconds):
      session.timeline.advance(to: session.timeline.now + TimeSpan(seconds: seconds))
    case .previous:
      controller.send(.showPrevious(skipping: 0))
    case .call(let name, let arguments):
      return session.tour.call(name, arguments: arguments)
    case .resize(let size, let safeArea):
      controller.simulatedApp.resize(to: size, safeArea: safeArea)
    case .event(let name):
      controller.report(event: name)
    case .add(let added): add(added)
    case .set(let name, let json): set(name, json: json)
    case .remove(let name):
      do { try controller.simulatedApp.removeView(name) } catch { warn("remove: \(error.description)") }
    case .navigate(let name): navigate(to: name)
    }
    session.timeline.runDue()
    return true
  }

  private func tapOverlay() {
    if let point = controller.touchScene.overlayPoint(on: controller.screen.size) {
      controller.tap(at: point)
    } else {
      warn("overlay: no part of the overlay is outside the cutout and the marks")
    }
  }

  private func tapCutout() {
    switch controller.touchScene.cutoutTapPoint {
    case .point(let point)?: controller.tap(at: point)
    case .covered?: warn("cutout: marks or the skip view cover the whole cutout; nothing was tapped")
    case nil: warn("cutout: no cutout is on screen")
    }
  }

  /// Taps the centre of a rich bubble's control that an input command names (`back`, `close`,
  /// `action ID`), routed as a real touch; else says why not (`mark 1 has no back control`).
  private func tapControl(_ command: String) -> String? {
    let readout = controller.readout
    guard let shown = readout.shown else { return "no coach mark is on screen" }
    let index = readout.shownIndex ?? 0
    guard let area = shown.layout.parts.lazy.compactMap({ $0.touchArea(of: command) }).first else {
      for (word, id) in [("action", \BubbleControl.Kind.actionID), ("link", \BubbleControl.Kind.linkID)] where command.hasPrefix(word + " ") {
        var ids: [String] = []
        for control in readout.controls { if let found = control.kind[keyPath: id], !ids.contains(found) { ids.append(found) } }
        guard !ids.isEmpty else { return "mark \(index) has no \(word)s" }
        return "mark \(index) has no \(word) '\(command.dropFirst(word.count + 1))'; its \(word)s: \(ids.joined(separator: ", "))"
      }
      return "mark \(index) has no \(command) control"
    }
    controller.tap(at: area.center)
    return nil
  }

  private func tapSkip() {
    if let frame = controller.skipViewFrame, controller.readout.isStarted {
      controller.tap(at: frame.center)
    } else {
      warn(controller.skip.view == nil ? "skip: the tour has no skipView" : "skip: the skip view is not on screen")
    }
  }

  private func add(_ added: AddedView) {
    do {
      if try controller.simulatedApp.addView(added.view, under: added.parent, screen: added.screen) == nil {
        warn("add: a view '\(added.view.id)' is already there, or the screen '\(added.screen ?? "")' is unknown")
      }
    } catch {
      warn("add: \(error.description)")
    }
  }

  private func set(_ name: String, json: String) {
    guard let store = session.progress.store else {
      return warn("set: nothing is remembered for this tour (give --state, or rules such as once or isEligible)")
    }
    do { try store.setParameter(name, json: json, at: session.now) } catch { warn(error.description) }
  }

  private func navigate(to name: String) {
    guard !controller.simulatedApp.navigate(to: name) else { return }
    let names = controller.simulatedApp.screens.keys.sorted().joined(separator: ", ")
    warn(controller.simulatedApp.screens.isEmpty ? "navigate: the tour has one screen" : "navigate: no screen '\(name)'; screens: \(names)")
  }

  private func warn(_ message: String) {
    controller.record(.warning(message: message))
  }
}
