extension FlowMachine {
  /// A new version of the script took over: nothing the old one was asked is awaited any
  /// more. Before the first mark the start begins again; on a mark, the count is asked again
  /// and the current mark (clamped to the new count) is fetched again with `change = .reload`.
  /// A pause ends with the hook that made it. Fades of the overlay and the end carry on.
  mutating func reload(_ fx: inout [Effect]) {
    switch phase {
    case .idle, .starting, .ending, .ended:
      return
    case .counting:
      let ticket = ticket()
      phase = .counting(ticket)
      fx.append(.invoke(.numberOfCoachMarks, ticket))
    default:
      let index = currentIndex ?? 1
      pause = nil
      let ticket = ticket()
      phase = .loading(Load(index: index, travel: .forward, change: .reload, stage: .recount, ticket: ticket))
      fx.append(.invoke(.numberOfCoachMarks, ticket))
    }
  }
}
