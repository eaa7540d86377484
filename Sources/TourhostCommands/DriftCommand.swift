import ArgumentParser
import FoundationEssentials
import TourCore
import TourHostKit

/// `tourhost drift TOUR --from OLD --to NEW`: what became of each step's target between two
/// builds of the app.
struct DriftCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "drift",
    abstract: "Say what became of each step's target between two builds of the app.",
    discussion: """
      Plays each tour (or each tour of an app file) to find the view every step points at, then \
      looks for it in captures of two builds (a file, or a folder of captures named by screen): \
      found, moved, renamed (one candidate scores 0.6 or more on identifier, role, ancestors, \
      text and neighbours), ambiguous, gone, or label-only (found only by a text that will be \
      translated). A patch for the renamed targets is printed; --write applies it.

      \(ExitStatus.help(for: "drift"))

      Examples:
        tourhost drift onboarding.lua --from captures/1.4 --to captures/1.5
        tourhost drift app.lua --from old.xml --to new.xml --scale 2.625 --format sarif > drift.sarif
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
  }

  @Argument(help: "A tour script, or an app file.") var tour: String
  @Option(help: ArgumentHelp("The old build's capture, or a folder of them.", valueName: "capture")) var from: String
  @Option(help: ArgumentHelp("The new build's capture, or a folder of them.", valueName: "capture")) var to: String
  @Option(help: ArgumentHelp("Capture pixels per point: dpi / 160 for Android (`adb shell wm density`); 1 for iOS.", valueName: "scale"))
  var scale: Double?
  @Option(help: "text, json or sarif.") var format: Format = .text
  @Flag(help: "Apply the patch for renamed targets to the tour files.") var write = false

  func run() throws {
    let verdicts: [DriftVerdict]
    do {
      let old = try CapturedScreens(path: from, scale: scale)
      let new = try CapturedScreens(path: to, scale: scale)
      let targets = try DriftTarget.of([tour])
      verdicts = DriftReport.verdicts(targets, old: old.screens, new: new.screens)
    } catch {
      StandardError.write("tourhost: \(error.message)")
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
    let patch = DriftPatch(verdicts)
    let text: String
    switch format {
    case .text: text = DriftReport.text(verdicts) + (patch.files.isEmpty || write ? "" : "\n" + patch.diff)
    case .json: text = DriftReport.json(verdicts)
    case .sarif: text = DriftReport.sarif(verdicts)
    }
    do {
      try StandardOutput.write(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      if write {
        try patch.write()
        if !patch.files.isEmpty { StandardError.write("tourhost: patched " + patch.files.map(\.display).joined(separator: ", ")) }
      }
    } catch {
      StandardError.write("tourhost: \(error)")
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
    if verdicts.contains(where: { $0.kind.fails }) { throw ExitCode(ExitStatus.scriptError.rawValue) }
  }
}
