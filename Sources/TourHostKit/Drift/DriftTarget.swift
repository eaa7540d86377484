import FoundationEssentials
import TourCore
import TourLua
import TourRender

/// A view a step points at: which tour, which mark, its key path on the tour's screen, the
/// screen it is on (a tour of several screens), and the line that made the mark.
public struct DriftTarget: Hashable, Sendable {
  /// The tour's id, its file as messages name it, and its path.
  public var tour: String
  public var file: String
  public var path: String
  /// The mark's index.
  public var mark: Int
  /// The view's key path, as the tour's screen has it.
  public var keyPath: String
  /// The screen it belongs to, in a tour of several screens.
  public var screen: String?
  /// The line of the `makeCoachMark` that made the mark, when known.
  public var line: Int?

  /// The targets of every step of the tours at `paths` (an app file's tours for an app file):
  /// each tour played headless to its end, tapped through as `check` does, each shown mark's view.
  public static func of(_ paths: [String], text: TextStack = .standard) throws(TourLoadError) -> [DriftTarget] {
    var targets: [DriftTarget] = []
    for path in paths {
      for tour in try ScriptDoor.tourFiles(of: path).tours {
        let recorder = TargetRecorder()
        let session = try TourSession(
          script: URL(fileURLWithPath: tour), recorder: recorder, configuration: .standard, text: text, progress: .none)
        recorder.session = session
        session.start(checkingRules: false)
        if session.settle() { Autoplay.play(session) }
        targets += recorder.found.sorted { $0.key < $1.key }.map {
          DriftTarget(
            tour: session.tour.id, file: session.tour.displayName, path: tour, mark: $0.key, keyPath: $0.value.keyPath, screen: $0.value.screen,
            line: $0.value.line)
        }
      }
    }
    return targets
  }
}

/// Keeps each shown mark's view as the mark shows.
private final class TargetRecorder: TraceRecorder {
  weak var session: TourSession?
  var found: [Int: (keyPath: String, screen: String?, line: Int?)] = [:]

  func record(_ record: TraceRecord, at time: Instant) {
    guard case .tour(.didShow(let index, _, _)) = record, found[index] == nil,
      let mark = session?.controller.readout.shown?.mark, let anchor = mark.anchor
    else { return }
    found[index] = (anchor.keyPath, mark.screenName, mark.sourceLine)
  }
}
