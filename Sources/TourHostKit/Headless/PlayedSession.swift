import Foundation
import TourCore

/// What a headless run plays its input into: one tour (`TourSession`), or an app's tours as
/// one system (`AppSession`, `tourhost run app.lua`).
package protocol PlayedSession: AnyObject {
  /// Advances the clock until nothing is in motion; false when settling gave up at its cap.
  @discardableResult func settle() -> Bool
  /// Whether no command can change anything any more.
  var isFinished: Bool { get }
  /// Records a command as given (`text`) and applies it; false for a `call` of a function the
  /// tour does not have.
  @discardableResult func enter(_ command: InputCommand, as text: String) -> Bool
  /// The files whose save reloads the run.
  var watchedFiles: [URL] { get }
  /// Loads again because `changed` changed.
  @discardableResult func reload(changed: URL) -> ReloadOutcome
  /// Whether the run failed: a script error, a stall, progress not saved.
  var hasFailed: Bool { get }
  /// Why the run's progress could not be saved, or nil.
  var progressFailure: String? { get }
  /// `--autoplay` once the input is played: taps through to the end.
  func autoplay(dwell: Double)
}

extension TourSession: PlayedSession {}

extension PlayedSession where Self: TourSession {
  package func autoplay(dwell: Double) { Autoplay.play(self, dwell: dwell) }
}

extension AppSession: PlayedSession {
  /// An app is never over: the next command may be a trigger.
  package var isFinished: Bool { false }

  package func autoplay(dwell: Double) {
    autoplaysTours = true
    settle()
  }
}
