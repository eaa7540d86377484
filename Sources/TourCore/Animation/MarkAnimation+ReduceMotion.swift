extension ViewStateChange {
  /// Whether it moves, scales or turns the view (not only fades it).
  var moves: Bool { translation != nil || scale != nil || rotation != nil }
}

extension MarkAnimation {
  /// Whether the animation moves, scales or turns the view anywhere.
  public var moves: Bool {
    (initial?.moves ?? false) || target.moves || (keyframes ?? []).contains { $0.change.moves }
  }

  /// The animation as Reduce Motion has it, as Apple asks apps to: one that moves becomes a
  /// cross-fade of the same duration and delay (in for an appearance, out for a
  /// disappearance), and an idle animation that moves is left out; a fade stays as it is.
  public func reducingMotion(_ kind: Kind) -> MarkAnimation? {
    guard moves else { return self }
    var fade: MarkAnimation
    switch kind {
    case .appearance: fade = .fadeIn(duration)
    case .disappearance: fade = .fadeOut(duration)
    case .idle: return nil
    }
    fade.delay = delay
    fade.completion = completion
    return fade
  }
}
