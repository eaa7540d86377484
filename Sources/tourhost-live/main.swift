import FoundationEssentials
import TourCapture
import TourHostKit
import TourHostLive
import TourhostCommands

// tourhost-live: the whole command line, with the interactive mode of `tourhost run` (the live
// status in the terminal, the preview in the browser, hot reload) run in this process.
TourhostCommandLine.main(
  interactive: { options in
    let write: (String) -> Void = StandardError.write
    let runner: InteractiveRunner
    do throws(InteractiveError) { runner = try InteractiveRunner(options, errors: write) } catch {
      write(error.description)
      return .unusable
    }
    return runner.run()
  },
  capture: { options in
    let capture = PageCapture(
      url: options.url, width: options.width, height: options.height, scale: options.scale, output: options.output, timeout: options.timeout)
    do {
      let screen = try capture.run()
      StandardError.write("tourhost: \(options.output) and \(screen.image ?? "its screenshot"): \(screen.views.count) views at the top level")
      return .success
    } catch let error as PageCaptureError {
      StandardError.write("tourhost: capture: \(error)")
      return error.status
    } catch {
      StandardError.write("tourhost: capture: \(error)")
      return .unusable
    }
  })
