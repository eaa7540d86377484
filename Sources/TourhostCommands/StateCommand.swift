import ArgumentParser
import Foundation
import TourHostKit

struct StateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "state",
    abstract: "Show or forget what is remembered of tours.",
    discussion: """
      Tours with rules such as once, resume, maxDisplayCount, displayFrequency or \
      isEligible remember, by tour id, whether they were seen, completed or skipped, their \
      last mark and their starts; the events the app reported and the parameters it set are \
      remembered too.

      Examples:
        tourhost state list
        tourhost state show welcome
        tourhost state reset welcome
        tourhost state reset --all --state ./progress.sqlite
      """,
    subcommands: [List.self, Show.self, Reset.self]
  )

  struct Location: ParsableArguments {
    @Option(help: ArgumentHelp("The progress database (default: $XDG_STATE_HOME/tourhost/progress.sqlite).", valueName: "path"))
    var state: String?

    func open() throws -> ProgressStore {
      do { return try ProgressStore(path: state ?? ProgressStore.defaultPath) } catch {
        FileHandle.standardError.write(Data("tourhost: \(error.description)\n".utf8))
        throw ExitCode(2)
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Every tour remembered, the app's events and parameters.")
    @OptionGroup var location: Location

    func run() throws {
      let store = try location.open()
      print(try ProgressReport.list(store))
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "What is remembered of one tour.")
    @Argument(help: "The tour's id.") var id: String
    @OptionGroup var location: Location

    func run() throws {
      let store = try location.open()
      print(ProgressReport.show(try store.progress(of: id)))
    }
  }

  struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Forget a tour, or everything.")
    @Argument(help: "The tour's id.") var id: String?
    @Flag(help: "Forget every tour, event and parameter.") var all = false
    @OptionGroup var location: Location

    func validate() throws {
      guard (id == nil) == all else { throw ValidationError("give a tour's id, or --all") }
    }

    func run() throws {
      let store = try location.open()
      if all {
        try store.resetAll()
        print("tourhost: forgot every tour, event and parameter")
      } else if try store.reset(id!) {
        print("tourhost: forgot \(id!)")
      } else {
        print("tourhost: nothing is remembered of \(id!)")
      }
    }
  }
}
