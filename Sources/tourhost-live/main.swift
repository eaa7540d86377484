import Foundation
import TourHostKit
import TourHostLive
import TourhostCommands

// tourhost-live: the whole command line, with the interactive mode of `tourhost run` (the live
// status in the terminal, the preview in the browser, hot reload) run in this process.
TourhostCommandLine.main { options in
  let write: (String) -> Void = StandardError.write
  let runner: InteractiveRunner
  do throws(InteractiveError) { runner = try InteractiveRunner(options, errors: write) } catch {
    write(error.description)
    return .unusable
  }
  return runner.run()
}
