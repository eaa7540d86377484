import TourCore
import TourLua

/// How a tour starts with what is remembered: its progress database (when it has one), the
/// tracker that records the run into it, and the tour's rules deciding first (`once`,
/// `maxDisplayCount`, `displayFrequency`, then `isEligible`).
final class TourStart {
  /// The progress database, when the tour has rules that need it or one was given.
  let store: ProgressStore?
  /// Records the run's progress into `store`.
  let tracker: ProgressTracker?
  /// Why the tour did not start, when its rules kept it from starting.
  private(set) var ineligibility: String?

  /// A start that remembers nothing.
  init() {
    store = nil
    tracker = nil
  }

  /// A start that reads and records progress in `store`.
  init(store: ProgressStore, tracker: ProgressTracker) {
    self.store = store
    self.tracker = tracker
  }

  /// Starts `session`'s tour at the current time (see `TourSession.start`), at mark `step`
  /// when given (a restart that keeps the step: no rules are checked, nothing is resumed).
  func start(_ session: TourSession, checkingRules: Bool, at step: Int? = nil) {
    let controller = session.controller
    guard let store else {
      controller.start(at: step ?? 1)
      return session.timeline.runDue()
    }
    let progress: TourProgress
    do { progress = try store.progress(of: session.tour.id) } catch {
      controller.record(.warning(message: error.description))
      controller.start(at: step ?? 1)
      return session.timeline.runDue()
    }
    if let step { return begin(progress, store, in: session, at: step) }
    if checkingRules {
      let tour = session.tour
      if let reason = tour.rules.refusal(
        completed: progress.completed, skipped: progress.skipped, displayCount: progress.displayCount,
        lastShown: progress.lastShown, now: session.now)
      {
        return refuse(reason, in: session)
      }
      if tour.hasEligibilityRule {
        tour.isEligible(ProgressSnapshot(progress, store: store, now: session.now)) { [weak self, weak session] eligible in
          guard let self, let session else { return }
          if eligible { self.begin(progress, store, in: session) } else { self.refuse("isEligible: it returned false", in: session) }
        }
        return session.timeline.runDue()
      }
    }
    begin(progress, store, in: session)
  }

  private func refuse(_ reason: String, in session: TourSession) {
    ineligibility = reason
    session.record(.ineligible(reason: reason))
  }

  private func begin(_ progress: TourProgress, _ store: ProgressStore, in session: TourSession, at step: Int? = nil) {
    let controller = session.controller
    do { try store.recordStart(of: session.tour.id, at: session.now) } catch {
      if let tracker { tracker.fail(error) } else { controller.record(.warning(message: error.description)) }
    }
    if let step {
      controller.start(at: step)
    } else if session.tour.rules.resume, let last = progress.lastMark, !progress.completed, last > 1 {
      session.record(.resumeAt(index: last))
      controller.start(at: last)
    } else {
      controller.start()
    }
    session.timeline.runDue()
  }
}
