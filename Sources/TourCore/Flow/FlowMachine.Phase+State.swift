extension FlowMachine.Phase {
  // What hosts and bindings ask of the flow, read off its phase (hosts read `FlowReadout`).
  /// The index of the mark the flow is on (being fetched, shown or hidden); nil before the
  /// first mark and once the tour is ending.
  package var currentIndex: Int? {
    switch self {
    case .loading(let load): load.index
    case .presenting(let presentation, _, _), .changing(let presentation): presentation.index
    case .showing(let showing): showing.presentation.index
    case .hiding(let hiding): hiding.presentation.index
    case .idle, .counting, .starting, .ending, .ended: nil
    }
  }

  /// Whether the tour has started and is not ending or over.
  package var isStarted: Bool {
    switch self {
    case .idle, .counting, .ending, .ended: false
    case .starting, .loading, .presenting, .showing, .hiding, .changing: true
    }
  }

  /// Whether the tour is over.
  package var isEnded: Bool { self == .ended }

  /// Whether a fade or transition is running (touches are swallowed meanwhile).
  package var isTransitioning: Bool {
    switch self {
    case .starting, .presenting, .ending: true
    case .hiding(let hiding): hiding.stage == .transition
    case .idle, .counting, .loading, .showing, .changing, .ended: false
    }
  }

  /// The mark drawn on screen, if any.
  package var displayed: FlowMachine.Presentation? {
    switch self {
    case .presenting(let presentation, _, _): presentation
    case .showing(let showing): showing.presentation
    case .hiding(let hiding): hiding.stage != .didHide ? hiding.presentation : nil
    case .idle, .counting, .starting, .loading, .changing, .ending, .ended: nil
    }
  }

  /// The mark that is current for the script (fetched, shown or being hidden).
  package var currentMark: CoachMark? {
    switch self {
    case .loading(let load):
      switch load.stage {
      case .willShow(_, let current): current
      case .awaitingResume(let mark), .views(let mark): mark
      case .appearance(let laidOut): laidOut.mark
      case .recount, .willLoad, .coachMarkAt: nil
      case .awaitingScreen(let mark), .awaitingView(let mark), .scrolling(let mark): mark
      }
    case .showing(let showing): showing.update ?? showing.presentation.mark
    case .presenting(let presentation, _, _), .changing(let presentation): presentation.mark
    case .hiding(let hiding): hiding.presentation.mark
    case .idle, .counting, .starting, .ending, .ended: nil
    }
  }
}
