import TourCore
import TourPreview
import TourHostKit

/// Where a tour is, in words, for the terminal and the page.
enum TourStatus {
  static func position(_ machine: FlowMachine) -> String {
    switch machine.phase {
    case .idle, .counting: "not started"
    case .starting: "starting"
    case .ending: "ending"
    case .ended: "ended"
    default: machine.currentIndex.map { "mark \($0) of \(machine.count)" } ?? "between marks"
    }
  }

  static func state(_ machine: FlowMachine) -> String {
    let pause = machine.pause.map { " · paused (\($0.rawValue))" } ?? ""
    switch machine.phase {
    case .idle, .counting: return "waiting"
    case .starting: return "the overlay fades in"
    case .loading(let load):
      switch load.stage {
      case .awaitingScreen(let mark): return "waiting for the screen \(mark.screenName ?? "")"
      case .awaitingView(let mark): return "waiting for the view \(mark.pendingView?.name ?? "")"
      default: return "loading" + pause
      }
    case .presenting: return "appearing" + pause
    case .showing: return "showing" + pause
    case .hiding: return "hiding"
    case .changing: return "waiting for restoreAfterChangeDidComplete"
    case .ending: return "the overlay fades out"
    case .ended: return "over: r starts it again"
    }
  }
}
