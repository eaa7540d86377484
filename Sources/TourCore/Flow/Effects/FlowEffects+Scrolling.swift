extension FlowEffects {
  /// How long a mark's scroll into sight takes (UIKit's animated `setContentOffset`); none
  /// with Reduce Motion.
  static let scrollDuration = TimeSpan(seconds: 0.3)

  /// Brings each part of mark `index` into sight before `willShow`: for each view a scroll
  /// container hides, the smallest scrolls that show it with its cutout's padding, innermost
  /// first (`Screen.scrolls(toShow:padding:)`), animated on the host clock and recorded as
  /// `scroll` events. A view that stays hidden (it cannot be scrolled whole into sight, or the
  /// mark says `scroll = false`) is a warning. The flow goes on when the scrolls are over.
  func scrollIntoView(_ mark: CoachMark, index: Int, ticket: Ticket) {
    let duration = controller.environment.reduceMotion ? TimeSpan.zero : Self.scrollDuration
    var scrolled = false
    for part in mark.parts {
      guard let anchor = part.anchor, let path = screen.path(forKeyPath: anchor.keyPath) else { continue }
      if part.scrollsIntoView {
        for step in screen.scrolls(toShow: path, padding: anchor.cutoutPadding) {
          controller.simulatedApp.scroll(at: step.path, to: step.to, duration: duration, curve: .easeInOut)
          controller.record(.scroll(index: index, view: step.path.keyPath, from: step.from, to: step.to, duration: duration.seconds))
          scrolled = true
        }
      }
      if let hidden = screen.scrollClipping(of: path) {
        let container = hidden.container.keyPath
        let message =
          part.scrollsIntoView
          ? "view '\(anchor.keyPath)' cannot be scrolled whole into sight: \(hidden.sides) stays outside '\(container)'"
          : "view '\(anchor.keyPath)' is hidden by its scroll container '\(container)' (\(hidden.hiddenPart)), and the mark says scroll = false"
        controller.record(.warning(message: "mark \(index): " + message))
      }
    }
    guard scrolled, duration > .zero else { return controller.send(.transitionEnded(ticket)) }
    timeline.schedule(after: duration, kind: .transition) { [link] in link.effects?.controller.send(.transitionEnded(ticket)) }
  }
}
