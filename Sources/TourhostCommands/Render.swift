import ArgumentParser
import FoundationEssentials
import TourHostKit
import TourLua

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a tour: one picture per shown mark, and at chosen instants.",
    discussion: """
      Plays the tour headless, as 'run --headless' does (tapping through every mark when \
      there is no --input), and writes into the output folder one SVG for each mark when \
      it has appeared and one for each --at instant, numbered in the order they happen \
      (001-mark-1.svg, 002-at-1.500s.svg, ...), a PNG next to each when rsvg-convert is \
      installed, and the trace as trace.jsonl. Drawing pictures is not a user seeing the \
      tour: progress is remembered only in the database --state names. A render that \
      draws nothing says why (the tour did not start, and the rule that kept it).

      \(ExitStatus.help(for: "render"))

      Examples:
        tourhost render scripts/examples/welcome.lua --out pictures
        tourhost render tour.lua --out pictures --input taps.txt --at 0.45 1.2
        tourhost render tour.lua --out se-ax5 --device iphone-se --text-size AX5 --locale de
        tourhost render tour.lua --out pictures --sheet tour.png --video tour.mp4
        tourhost render tour.lua --out p --sheet sheet.png --sheet-row text-size=AX5 --sheet-row device=iphone-se,locale=de
      """
  )

  @OptionGroup var options: ScriptOptions

  @OptionGroup(title: "How the tour is seen") var seen: EnvironmentOptions

  @Option(help: ArgumentHelp("The folder for the pictures (created when missing).", valueName: "folder"))
  var out: String

  @Option(parsing: .upToNextOption, help: ArgumentHelp("Also picture the tour at these instants (seconds).", valueName: "seconds"))
  var at: [Double] = []

  @Flag(inversion: .prefixedNo, help: "Write a PNG next to each SVG (needs rsvg-convert).")
  var png = true

  @Option(help: ArgumentHelp("The PNGs' and the video's scale: pixels per point, more than 0 and at most 8.", valueName: "scale"))
  var pngScale: Double = 2

  @Option(help: ArgumentHelp("Also every mark of the run on one contact sheet, a PNG (needs rsvg-convert).", valueName: "file.png"))
  var sheet: String?

  @Option(
    help: ArgumentHelp(
      "Another row of the contact sheet: the tour played again seen so, e.g. device=iphone-se,text-size=AX5,locale=de (names: device, orientation, text-size, locale, appearance); repeat for more.",
      valueName: "settings"))
  var sheetRow: [String] = []

  @Option(
    help: ArgumentHelp(
      "Also the run as the preview plays it, animations included, each mark held 1.5 s, an MP4 (needs ffmpeg).", valueName: "file.mp4"))
  var video: String?

  @Flag(help: "Tap each mark's next control until the tour ends (after the input).")
  var autoplay = false

  func validate() throws {
    guard at.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw ValidationError("--at instants must be 0 or more seconds") }
    guard pngScale > 0, pngScale <= 8 else {
      throw ValidationError("--png-scale must be more than 0 and at most 8, got \(pngScale.scriptText)")
    }
    if !sheetRow.isEmpty, sheet == nil { throw ValidationError("--sheet-row adds rows to the contact sheet: give --sheet FILE.png too") }
    for row in sheetRow { _ = try EnvironmentOptions.environment(row: row, over: try seen.environment()) }
    if video != nil, ScriptDoor.kind(of: options.script) == .app {
      throw ValidationError("--video draws one tour; render an app's tours without it, or one tour with it")
    }
  }

  func run() throws {
    let headless = HeadlessOptions(
      script: options.script, input: options.input, autoplay: autoplay, state: options.state, configuration: options.configuration,
      environment: try seen.environment())
    var renderOptions = RenderOptions(run: headless, output: out, instants: at, png: png, pngScale: pngScale, sheet: sheet, video: video)
    renderOptions.sheetRows = try sheetRow.map { try EnvironmentOptions.environment(row: $0, over: headless.environment) }
    let write: (String) -> Void = StandardError.write
    let status = RenderRunner.run(renderOptions, errors: write, notes: write)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}
