import TourCore
import TourLua

/// One line of a headless input file (API.md section 4).
public enum InputCommand: Hashable, Sendable {
  /// Tap the current mark's next control.
  case next
  /// Tap the overlay outside the cutout and every mark.
  case overlay
  /// Tap the centre of the current cutout.
  case cutout
  /// Tap the skip control.
  case skip
  /// A tap at a screen point, routed as a real touch would be.
  case tap(Point)
  /// Advance the clock.
  case wait(Double)
  /// As if the app called `ctl.flow:showPrevious()`.
  case previous
  /// Tap a rich bubble's back control.
  case back
  /// Tap a rich bubble's close control.
  case close
  /// Tap a rich bubble's action, by its id.
  case action(String)
  /// Tap a link in the mark's text, by its id.
  case link(String)
  /// Run the tour table's function `NAME(ctl, ARG...)` as a hook.
  case call(String, [ScriptArgument])
  /// A size transition, with the new safe area when one is given (a rotation).
  case resize(Size, safeArea: EdgeInsets?)
  /// Touch down on the current mark's body and hold: the mark is drawn highlighted until the
  /// next command other than `wait`. A `next` then lifts the finger on it (a tap); any other
  /// command lifts it off the mark first (no tap).
  case press
  /// The app shows the named screen (a tour of several screens).
  case navigate(String)
  /// The app reports an event (it moves a guided step on, and counts for eligibility).
  case event(String)
  /// The app adds a view (a mark may wait for it).
  case add(AddedView)
  /// The app removes a view.
  case remove(String)
  /// The app sets a parameter (for eligibility): the value as JSON text.
  case set(String, json: String)
}

extension InputCommand {
  /// The bubble control a command taps, as `MarkLayout.touchArea(of:)` names it (`back`,
  /// `close`, `action ID`); the word for any other command.
  var controlName: String {
    if case .action(let id) = self { return "action \(id)" }
    if case .link(let id) = self { return "link \(id)" }
    return word
  }
}
