import ArgumentParser
import FoundationEssentials
import TourCore
import TourHostKit
import TourLua

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
        tourhost state list --state progress.sqlite
        tourhost state show welcome --state progress.sqlite
        tourhost state show wish_tip --state progress.sqlite --app app.lua
        tourhost state reset welcome --state progress.sqlite
        tourhost state reset --all --state progress.sqlite
      """,
    subcommands: [List.self, Show.self, Reset.self]
  )

  struct Location: ParsableArguments {
    @Option(help: ArgumentHelp("The progress database a run's --state wrote.", valueName: "path"))
    var state: String?

    /// The database, which must exist and be named: without `--state` there is none to read
    /// (runs keep progress only where theirs says), and a missing one, or one that cannot be
    /// opened, is status 2.
    func open(readOnly: Bool) throws -> ProgressStore {
      guard let state else {
        StandardError.write(
          "tourhost: give the database with --state PATH: tourhost remembers progress only in the database a run's --state names (runs without it, headless or live, keep it in memory)"
        )
        throw ExitCode(ExitStatus.unusable.rawValue)
      }
      do { return try ProgressStore(existingAt: state, readOnly: readOnly) } catch {
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
    static let configuration = CommandConfiguration(
      abstract: "What is remembered of one tour.",
      discussion: "With --app, the tour's rules too, each with what is counted for it, whether or not the tour has shown.")
    @Argument(help: "The tour's id.") var id: String
    @OptionGroup var location: Location
    @Option(help: ArgumentHelp("The app file, for the tour's rules and their counts.", valueName: "app.lua")) var app: String?

    func run() throws {
      let store = try location.open(readOnly: true)
      guard let app else {
        try rememberedOrExit(id, in: store, hint: "; with --app APP.lua, its rules and what is counted for them")
        return try report { () throws(ProgressStoreError) in ProgressReport.show(try store.progress(of: id)) }
      }
      let file: AppFile
      do { file = try ScriptDoor.appFile(at: app) } catch {
        StandardError.write("tourhost: \(error.message)")
        throw ExitCode(ExitStatus.unusable.rawValue)
      }
      guard let tour = file.plan.tour(id) else {
        StandardError.write("tourhost: \(app) has no tour '\(id)'; its tours: \(file.plan.tours.map(\.id).joined(separator: ", "))")
        throw ExitCode(ExitStatus.unusable.rawValue)
      }
      try report { () throws(ProgressStoreError) in
        let memory = try store.appMemory(for: file.plan)
        return ProgressReport.show(try store.progress(of: id), rules: TourConditions.own(tour, memory, now: Date().timeIntervalSince1970))
      }
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

/// Exits with status 1 and a message (and `hint` after it) when nothing is remembered of the tour.
private func rememberedOrExit(_ id: String, in store: ProgressStore, hint: String = "") throws {
  let remembered: Bool
  do { remembered = try store.remembers(id) } catch {
    StandardError.write("tourhost: \(error.description)")
    throw ExitCode(2)
  }
  guard remembered else {
    StandardError.write("tourhost: no tour '\(id)' is remembered (it has not shown)\(hint)")
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
