import ArgumentParser
import FoundationEssentials
import TourCore
import TourHostKit
import TourLua

struct WhyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "why",
    abstract: "Why a tour of an app shows or not: each of its checks with its value.",
    discussion: """
      Loads the app file and its tours, reads what is remembered (the progress database), and \
      prints every check of the tour at --at (default now): its own rules, TipKit's rules on \
      events and parameters, the app's display frequency and cooldown, its group's order; then \
      what the decision point says at the tour's trigger, and what would make it show.

      \(ExitStatus.help(for: "why"))

      Examples:
        tourhost why app.lua cart_tips
        tourhost why app.lua promo --state ./progress.sqlite --at 2026-01-05T09:00:00Z --format json
      """
  )

  @Argument(help: "The app file (app.lua).") var app: String
  @Argument(help: "The tour's id.") var tour: String
  @Option(help: ArgumentHelp("The progress database a run's --state wrote (without it: nothing remembered).", valueName: "path"))
  var state: String?
  @Option(help: ArgumentHelp("The moment to decide at, like 2026-01-05T09:00:00Z (default: now).", valueName: "time"))
  var at: String?
  @Option(help: "text or json.") var format: String = "text"

  func validate() throws {
    guard ["text", "json"].contains(format) else { throw ValidationError("--format must be text or json, got '\(format)'") }
    if let at, Run.parseTime(at) == nil { throw ValidationError("--at must be \(Run.timeShape), got '\(at)'") }
  }

  func run() throws {
    let file: AppFile
    do { file = try ScriptDoor.appFile(at: app) } catch {
      StandardError.write("tourhost: \(error.message)")
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
    guard file.plan.tour(tour) != nil else {
      StandardError.write("tourhost: \(app) has no tour '\(tour)'; its tours: \(file.plan.tours.map(\.id).joined(separator: ", "))")
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
    let memory: AppMemory
    do {
      // A database not written yet remembers nothing, as a run's first start.
      if let state, FileManager.default.fileExists(atPath: state) {
        memory = try ProgressStore(existingAt: state, readOnly: true).appMemory(for: file.plan)
      } else {
        memory = AppMemory()
      }
    } catch {
      StandardError.write("tourhost: \(error.description)")
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
    let now = at.flatMap(Run.parseTime) ?? Date().timeIntervalSince1970
    if let at, let state, let latest = memory.latest, now < latest {
      StandardError.write(
        "tourhost: --at \(at) is before the last moment remembered in \(state) (\(ProgressReport.time(latest))): its ages would be negative; give a later time"
      )
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
    let reset = "tourhost state reset \(tour)" + (state.map { " --state \($0)" } ?? "")
    let output =
      format == "json"
      ? WhyReport.json(tour, plan: file.plan, memory: memory, now: now, reset: reset)?.prettyText
      : WhyReport.text(tour, plan: file.plan, memory: memory, now: now, reset: reset)
    do { try StandardOutput.write(output ?? "") } catch {
      StandardError.write("tourhost: \(error)")
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
  }
}
