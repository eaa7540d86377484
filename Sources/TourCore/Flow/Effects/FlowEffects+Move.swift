/// A mark that left for the next by `transition = "move"`: it stays drawn until the next one
/// appears, which comes from it.
public struct Departure: Hashable, Sendable {
  /// The mark that left, as it was shown.
  public var presentation: FlowMachine.Presentation
  /// Whether the next mark moves from it (else they cross-fade in place: the next one fades
  /// in, or Reduce Motion is on).
  public var moves = false
}

extension FlowEffects {
  /// How `mark` comes and goes: its own transition, else the tour's.
  func transition(of mark: CoachMark) -> MarkTransition { mark.transition ?? controller.markTransition }

  /// The mark hiding now when it leaves by moving: the tour goes on to another mark, the mark
  /// moves, and the script gave no disappearance of its own (`animation` is the default).
  func departing(with animation: MarkAnimation) -> FlowMachine.Presentation? {
    guard case .hiding(let hiding) = machine.phase, case .load = hiding.then, animation == .fadeOut(),
      transition(of: hiding.presentation.mark) == .move
    else { return nil }
    return hiding.presentation
  }

  /// The next mark appears: from the one that left, moving when it moves too and motion is
  /// not reduced (recorded as `move`), else cross-faded.
  func arrive(_ index: Int, _ animation: MarkAnimation) {
    guard var departure, case .presenting(let presentation, _, _) = machine.phase else { return }
    departure.moves = transition(of: presentation.mark) == .move && !controller.environment.reduceMotion
    if departure.moves {
      controller.record(.move(from: departure.presentation.index, to: index, duration: animation.total.seconds))
    }
    self.departure = departure
  }
}
