import Foundation
import TourCore
import TourLua
import TourRender

/// The app: its screen, its clock (frames of 1/60 s), its finger, and a log of what the tour
/// did (the engine's events and the script's own logs and errors).
final class EmbeddedApp: TourEventRecorder, ScriptRecorder {
  /// The app's own clock, which the engine schedules its work and animations on.
  let clock: Timeline
  let controller: CoachMarksController
  /// One frame of the app's display loop.
  let frame = TimeSpan(seconds: 1.0 / 60)
  private let output = EventLines()
  /// How the tour ended: on its last mark, or skipped (neither when it stopped).
  private(set) var completed = false
  private(set) var skipped = false
  /// Why the tour invalidated itself, when it did.
  private(set) var invalidation: String?
  private var markCount = 0
  private var lastShown = 0

  init(screen: Screen, clock: Timeline = Timeline()) {
    self.clock = clock
    controller = CoachMarksController(screen: screen, timeline: clock, measurer: FontMetrics.dejaVuSans() ?? ApproximateTextMetrics())
    controller.subscribe(self)
  }

  /// Loads the tour, starts it and taps each mark's next control once it waits for a tap,
  /// frame by frame, until the tour is over (or stops moving for a minute).
  /// - Parameter screen: the app's screen, shown before the tour starts when the tour has it.
  func play(_ script: URL, on screen: String? = nil) throws {
    let tour = try LuaTour(scriptAt: script, controller: controller, scriptRecorder: self)
    if let screen, controller.simulatedApp.screenName != screen { controller.simulatedApp.navigate(to: screen) }
    controller.start()
    var idleFrames = 0
    while controller.waitingFor != .ended {
      clock.advance(to: clock.now + frame)
      guard case .user = controller.waitingFor, let next = controller.readout.nextControlCenter else {
        idleFrames += 1
        guard idleFrames < 3600 else { throw EmbeddedAppError("the tour stopped moving: \(controller.waitingFor.description)") }
        continue
      }
      idleFrames = 0
      controller.tap(at: next)
    }
    withExtendedLifetime(tour) {}
  }

  func record(_ event: TourEvent, at time: Instant) {
    switch event {
    case .start(let count, _): markCount = count
    case .didShow(let index, _, _): lastShown = index
    case .end(let wasSkipped, _): (completed, skipped) = (!wasSkipped && lastShown == markCount, wasSkipped)
    case .invalidate(let reason): invalidation = reason
    default: break
    }
    output.write(event.name, index: event.markIndex, at: time)
  }

  func record(_ record: ScriptRecord, at time: Instant) {
    output.write(record.name, index: nil, at: time)
  }
}

/// Why the app could not play the tour.
struct EmbeddedAppError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
