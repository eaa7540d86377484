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
      remembered too. These commands never create a database: where there is none they say \
      so.

      \(ExitStatus.help(for: "state"))

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

    /// The database, which must exist: a missing one, or one that cannot be opened, is status 2.
    func open(readOnly: Bool) throws -> ProgressStore {
      do { return try ProgressStore(existingAt: state ?? ProgressStore.defaultPath, readOnly: readOnly) } catch {
        StandardError.write("tourhost: \(error.description)")
        throw ExitCode(ExitStatus.unusable.rawValue)
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Every tour remembered, the app's events and parameters.")
    @OptionGroup var location: Location

    func run() throws {
      let store = try location.open(readOnly: true)
      try report { () throws(ProgressStoreError) in try ProgressReport.list(store) }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "What is remembered of one tour.")
    @Argument(help: "The tour's id.") var id: String
    @OptionGroup var location: Location

    func run() throws {
      let store = try location.open(readOnly: true)
      try rememberedOrExit(id, in: store)
      try report { () throws(ProgressStoreError) in ProgressReport.show(try store.progress(of: id)) }
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
      let store = try location.open(readOnly: false)
      if all {
        try report { () throws(ProgressStoreError) in
          try store.resetAll()
          return "tourhost: forgot every tour, event and parameter"
        }
      } else if let id {
        try rememberedOrExit(id, in: store)
        try report { () throws(ProgressStoreError) in
          try store.reset(id)
          return "tourhost: forgot \(id)"
        }
      }
    }
  }
}

/// Exits with status 1 and a message when nothing is remembered of the tour.
private func rememberedOrExit(_ id: String, in store: ProgressStore) throws {
  let remembered: Bool
  do { remembered = try store.remembers(id) } catch {
    StandardError.write("tourhost: \(error.description)")
    throw ExitCode(2)
  }
  guard remembered else {
    StandardError.write("tourhost: no tour '\(id)' is remembered")
    throw ExitCode(1)
  }
}

/// Prints what `body` returns (nothing for nil); a database that fails is status 2 with its
/// message, and so is standard output that cannot be written.
private func report(_ body: () throws -> String?) throws {
  let text: String?
  do { text = try body() } catch let error as ProgressStoreError {
    StandardError.write("tourhost: \(error.description)")
    throw ExitCode(2)
  }
  guard let text else { return }
  do { try StandardOutput.write(text) } catch {
    StandardError.write("tourhost: \(error)")
    throw ExitCode(2)
  }
}
