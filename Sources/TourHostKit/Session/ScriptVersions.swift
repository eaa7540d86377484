import FoundationEssentials
import TourCore
import TourLua

/// The versions of a tour's script a session runs, one after another (hot reload): loads the
/// next one (compile-then-commit, `tour.state` carried over), finds in it the step on show
/// (`StepFollower`, `StepFinder`), and counts the errors of the versions retired.
final class ScriptVersions {
  /// The limits every version runs under.
  let configuration: LuaConfiguration
  /// Which step a reload keeps on show.
  let steps = StepFollower()
  /// Script errors reported by versions of the script that were reloaded since.
  private(set) var retiredErrors = 0

  init(configuration: LuaConfiguration) {
    self.configuration = configuration
  }

  /// The next version of `running`'s script for `controller`, and where the step on show is
  /// in it (nil: keep the number), with the message of a `tour.state` that could not be
  /// carried over. `running` is retired once the next one loaded.
  func next(after running: LuaTour, on controller: CoachMarksController) throws(TourLoadError) -> (
    tour: LuaTour, preferred: Int?, problem: String?
  ) {
    let (carried, problem) = running.carriedState()
    let next = try LuaTour(
      loading: running.scriptURL, for: controller, configuration: configuration, displayName: running.displayName, tourState: carried)
    let finder = StepFinder(script: running.scriptURL, configuration: configuration, displayName: running.displayName, tourState: carried)
    let preferred = steps.reloading(on: controller).flatMap { step in finder.find(step.identity, near: step.index, seenAs: controller) }
    running.retire()
    retiredErrors += running.errorCount
    return (next, preferred, problem)
  }
}
