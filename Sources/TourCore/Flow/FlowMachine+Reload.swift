extension FlowMachine {
  /// A new version of the script took over: nothing the old one was asked is awaited any
  /// more. Before the first mark the start begins again; on a mark, the count is asked again
  /// and the current mark (or `preferred`, where the host found the step on show in the new
  /// version), clamped to the new count, is fetched again with `change = .reload`.
  /// A pause ends with the hook that made it (a `resume` is recorded). Fades of the overlay and the end carry on.
  /// A mark being hidden gets its `didHide` at once, from the new script (so that willHide and
  /// didHide still pair; found by the flow's property tests), and is then fetched again.
  mutating func reload(preferring preferred: Int?, _ fx: inout [Effect]) {
    switch phase {
    case .idle, .starting, .ending, .ended:
      return
    case .counting:
      let ticket = tickets.next()
      phase = .counting(ticket)
      fx.append(.invoke(.numberOfCoachMarks, ticket))
    case .hiding(var hiding):
      // A pause made by the old script ends with it: every pause in the trace has its resume
      // (found by the flow's property tests).
      if pause != nil {
        pause = nil
        fx.append(.emit(.resume))
      }
      guard hiding.stage != .didHide else { return refetch(hiding.presentation.index, preferring: preferred, &fx) }
      hiding.stage = .didHide
      hiding.animation = nil
      hiding.reloaded = true
      hiding.reloadPreferring = preferred
      hiding.ticket = tickets.next()
      phase = .hiding(hiding)
      fx.append(.invoke(.didHide(hiding.presentation.computedMark, index: hiding.presentation.index), hiding.ticket))
    case .loading, .presenting, .showing, .changing:
      reloadSwap = ReloadSwap(displayed: phase.displayed != nil)
      let index = phase.currentIndex ?? 1
      if pause != nil {
        pause = nil
        fx.append(.emit(.resume))
      }
      refetch(index, preferring: preferred, &fx)
    }
  }

  /// After a reload: asks the count again, then fetches mark `preferred` (else `index`),
  /// clamped to the new count, with `change = .reload`; the marks the old version missed are
  /// forgotten.
  mutating func refetch(_ index: Int, preferring preferred: Int?, _ fx: inout [Effect]) {
    // The new version may have fixed the marks that did not show: they count again.
    marks.missed = []
    marks.declined = []
    let ticket = tickets.next()
    phase = .loading(Load(index: index, travel: .forward, change: .reload, stage: .recount(preferring: preferred), ticket: ticket))
    fx.append(.invoke(.numberOfCoachMarks, ticket))
  }
}
