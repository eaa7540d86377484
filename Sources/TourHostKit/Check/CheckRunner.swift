import Foundation
import TourCore
import TourLua
import TourRender

/// What `tourhost check` was asked to do.
public struct CheckOptions: Sendable {
  /// The tour scripts.
  public var tours: [String]
  /// The configurations to play each tour in.
  public var matrix: CheckMatrix
  /// Whose control size line is the warning.
  public var profile: CheckProfile
  /// The scripts' budgets.
  public var configuration: LuaConfiguration
  /// Measures text as the pictures draw it.
  public var measurer: any TextMeasuring
  /// Keep a picture of each finding and of every mark as the tour describes itself (`--report`).
  public var keepsPictures: Bool

  /// What to check, and how.
  public init(
    tours: [String], matrix: CheckMatrix = .standard, profile: CheckProfile = .apple, configuration: LuaConfiguration = .standard,
    measurer: any TextMeasuring = TextMetricsChoice.standard, keepsPictures: Bool = false
  ) {
    self.keepsPictures = keepsPictures
    self.tours = tours
    self.matrix = matrix
    self.profile = profile
    self.configuration = configuration
    self.measurer = measurer
  }
}

/// What a check found: the findings, grouped, and what it did.
public struct CheckResult: Sendable {
  /// How many configurations were played, over every tour.
  public var configurations: Int
  /// What was found, grouped, by mark then rule.
  public var findings: [CheckFinding]
  /// The rules each tour leaves out (`check = { ignore = ... }`), by tour file.
  public var suppressions: [String: [String]]
  /// How many marks each tour has, by tour file (for one JUnit test case a mark).
  public var marks: [String: Int] = [:]
  /// With pictures kept: each tour's marks as it describes itself (SVG), by tour file.
  public var sheets: [String: [String]] = [:]
  /// What the summary says besides the findings (`file: warning: ...`): a locale asked for that
  /// a tour's strings do not have.
  public var notes: [String] = []
  /// Findings the baseline hid, and baseline entries no longer found (`--baseline`).
  public var hidden = 0
  public var fixed: [String] = []

  /// Errors, and warnings too when `strict`.
  public func fails(strict: Bool) -> Bool {
    findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}

/// Plays every tour in every configuration of the matrix, headless, tapping through as
/// `--autoplay` does, and gives each rule what it looks at (`CheckRules`): the tour as
/// written once, each shown mark, and what happens while the tour plays.
public enum CheckRunner {
  /// The check's result, or the message of a tour that cannot be loaded.
  public static func run(_ options: CheckOptions) throws(TourLoadError) -> CheckResult {
    var result = CheckResult(configurations: 0, findings: [], suppressions: [:])
    for tour in options.tours {
      let checked = try check(tour, options)
      result.configurations += checked.configurations
      result.findings += checked.findings
      if !checked.ignored.isEmpty { result.suppressions[checked.file] = checked.ignored }
      result.marks[checked.file] = checked.marks
      result.notes += checked.notes
      if options.keepsPictures { result.sheets[checked.file] = checked.sheet }
    }
    return result
  }

  private struct TourCheck {
    var configurations: Int
    var findings: [CheckFinding]
    var ignored: [String]
    var file: String
    var marks: Int
    var sheet: [String]
    var notes: [String]
  }

  private static func check(_ path: String, _ options: CheckOptions) throws(TourLoadError) -> TourCheck {
    let url = URL(fileURLWithPath: path)
    let probe = try TourSession(
      script: url, recorder: NoTrace(), configuration: options.configuration, measurer: options.measurer, keepsProgress: false)
    let tour = probe.tour
    let display = tour.displayName
    let ignored = tour.checkIgnore
    // The tour as it describes itself: with pictures kept, played to its end for the contact
    // sheet, each mark drawn from the scene the session drew when it appeared.
    var sheet: [String] = []
    let renderer = SVGRenderer(measurer: options.measurer)
    if options.keepsPictures {
      probe.onEvent = { event, _ in if case .shown(let shown) = event { sheet.append(renderer.render(shown.scene)) } }
    }
    probe.start(checkingRules: false)
    let settled = probe.settle()
    let design = Rect(origin: .zero, size: probe.controller.screen.size)
    if options.keepsPictures, settled { Autoplay.play(probe) }
    let context = TourContext(
      loadWarnings: probe.loadWarnings, unknownLiteralViews: tour.unknownLiteralViews, strings: tour.strings, fieldLines: tour.fieldLines,
      hasSkipView: probe.controller.skip.view != nil, isPages: tour.isPages, markCount: probe.controller.status.markCount)
    var raw: [(CheckConfiguration?, RawFinding)] = CheckRules.tourRules.flatMap { $0.findings(in: context) }.map { (nil, $0) }
    let drawnFor = tour.screenFollowsDevice ? nil : design.size
    let configurations = options.matrix.configurations(
      tourLocales: tour.strings?.locales ?? [], tourMinimumOS: tour.checkMinimumOS, drawnFor: drawnFor)
    let asked = (options.matrix.locales ?? []).compactMap { $0 }
    var notes = asked.compactMap { locale in tour.strings?.unknownLanguageWarning(locale).map { "\(display): warning: \($0)" } }
    if let drawnFor, !options.matrix.forcesDevices {
      notes.append(
        "\(display): info: its screens are drawn for one \(drawnFor.width.scriptText)×\(drawnFor.height.scriptText) size (no autoresizing masks, no screen = function(device)), so it was checked on that screen only, not on each device; give its views autoresizing masks or write screen = function(device) to check every device, or name them with --devices")
    }
    var markIgnores: [Int: [String]] = [:]
    for (configuration, played) in try playAll(url, configurations, options, lines: tour.fieldLines, designBounds: design) {
      for finding in played.findings { raw.append((configuration, finding)) }
      markIgnores.merge(played.markIgnores) { first, _ in first }
    }
    let kept = raw.filter { !ignored.contains($0.1.rule.rawValue) }
    let echoed = ignored + markIgnores.keys.sorted().map { "\(markIgnores[$0]!.joined(separator: ", ")) on mark \($0)" }
    return TourCheck(
      configurations: configurations.count, findings: group(kept, tour: tour.id, file: display), ignored: echoed, file: display,
      marks: probe.controller.status.markCount, sheet: sheet, notes: notes)
  }

  /// Every configuration, on as many threads as the machine has cores (each run has its own
  /// session and Lua state; the text measurer is shared under its lock); the results in the
  /// matrix's order, whatever order they finished in.
  private static func playAll(
    _ url: URL, _ configurations: [CheckConfiguration], _ options: CheckOptions, lines: [String: Int], designBounds: Rect
  ) throws(TourLoadError) -> [(CheckConfiguration, Played)] {
    let results = ResultSlots(count: configurations.count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, configurations.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: configurations.count, by: workers) {
        let outcome: Result<Played, TourLoadError>
        do throws(TourLoadError) { outcome = .success(try play(url, configurations[index], options, lines: lines, designBounds: designBounds)) } catch { outcome = .failure(error) }
        results.set(index, outcome)
      }
    }
    var all: [(CheckConfiguration, Played)] = []
    for (index, configuration) in configurations.enumerated() {
      all.append((configuration, try results.get(index).get()))
    }
    return all
  }

  /// One configuration: the tour played to its end, each shown mark given to the mark rules,
  /// every event to the run rules.
  private static func play(
    _ url: URL, _ configuration: CheckConfiguration, _ options: CheckOptions, lines: [String: Int], designBounds: Rect
  ) throws(TourLoadError) -> Played {
    let session = try TourSession(
      script: url, recorder: NoTrace(), configuration: options.configuration, measurer: options.measurer,
      environment: configuration.environment, keepsProgress: false)
    let run = CheckRun(
      configuration: configuration, options: options, markLine: lines["coachMarkAt"], viewsLine: lines["coachMarkViewsAt"] ?? lines["coachMarkAt"],
      skipLine: lines["skipView"], hasStrings: session.tour.strings != nil, designBounds: designBounds)
    let watcher = ShownMarkChecker(run: run)
    session.onEvent = { event, time in watcher.observe(event, at: time) }
    session.start(checkingRules: false)
    // Each mark waits a while before its tap, as a reader would: a tour that moves on by
    // itself (auto-advance) does it then. A mark whose one way out is an overlay tap gets
    // that tap (no-way-out hears whether the tour took it).
    if session.settle() { Autoplay.play(session, dwell: AutoAdvanceRule.patience, choosing: watcher.overlayTapIfOnlyWay) }
    let played = PlayedRun(unknownStrings: session.tour.unknownStrings, strings: session.tour.strings)
    return Played(findings: watcher.found + watcher.runRules.flatMap { $0.findings(after: played) }, markIgnores: watcher.markIgnores)
  }

  /// What one configuration found, and the rules its marks left out.
  struct Played {
    var findings: [RawFinding]
    var markIgnores: [Int: [String]]
  }

  /// One finding per rule, mark and element, with the configurations it fails in, in the
  /// matrix's order (none: the tour as written, whatever the configuration); the worst
  /// severity wins, the first message of that severity is kept.
  static func group(_ raw: [(CheckConfiguration?, RawFinding)], tour: String, file: String) -> [CheckFinding] {
    var order: [String] = []
    var groups: [String: (finding: CheckFinding, configurations: [CheckConfiguration])] = [:]
    for (configuration, item) in raw {
      let key = "\(item.rule.rawValue)|\(item.mark ?? 0)|\(item.element)"
      if var group = groups[key] {
        if item.severity > group.finding.severity {
          group.finding.severity = item.severity
          group.finding.message = item.message
          group.finding.frame = item.frame
          group.finding.picture = item.picture
        }
        if let configuration, !group.configurations.contains(configuration) { group.configurations.append(configuration) }
        groups[key] = group
      } else {
        order.append(key)
        groups[key] = (
          CheckFinding(
            rule: item.rule, severity: item.severity, message: item.message, tour: tour, file: file, line: item.line, mark: item.mark,
            element: item.element, configurations: [], frame: item.frame, picture: item.picture),
          configuration.map { [$0] } ?? []
        )
      }
    }
    return order.map { key in
      var (finding, configurations) = groups[key]!
      finding.configurations = configurations.sorted().map(\.label)
      return finding
    }.sorted { ($0.mark ?? 0, $0.rule.rawValue, $0.element) < ($1.mark ?? 0, $1.rule.rawValue, $1.element) }
  }
}

/// The runs' results, filled by several threads, each slot once.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<CheckRunner.Played, TourLoadError>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<CheckRunner.Played, TourLoadError>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func get(_ index: Int) -> Result<CheckRunner.Played, TourLoadError> {
    lock.lock()
    defer { lock.unlock() }
    return slots[index] ?? .failure(TourLoadError("the run did not finish"))
  }
}

/// Gives each shown mark to the mark rules (leaving out the rules the mark leaves out) and
/// every event to the run's rules.
private final class ShownMarkChecker {
  let run: CheckRun
  let runRules: [any RunRule]
  var found: [RawFinding] = []
  /// The rules each mark left out (`check` on the mark), by index.
  var markIgnores: [Int: [String]] = [:]
  /// The mark on screen, and whether an overlay tap is its one way out.
  private var latest: (index: Int, overlayOnly: Bool, tried: Bool)?

  init(run: CheckRun) {
    self.run = run
    runRules = CheckRules.runRules.map { $0.init(run) }
  }

  func observe(_ event: SessionEvent, at time: Instant) {
    if case .shown(let shown) = event { markShown(shown) }
    for rule in runRules { rule.observe(event, at: time) }
  }

  private func markShown(_ shown: ShownMark) {
    latest = (shown.index, WaysOut(shown).onlyOverlayTaps, false)
    let ignored = shown.mark.checkIgnore
    if !ignored.isEmpty { markIgnores[shown.index] = ignored }
    let context = MarkContext(shown, run: run)
    var findings = CheckRules.markRules.flatMap { $0.findings(in: context) }.filter { !ignored.contains($0.rule.rawValue) }
    if run.options.keepsPictures, !findings.isEmpty {
      let picture = SVGRenderer(measurer: run.options.measurer).render(shown.scene)
      for offset in findings.indices { findings[offset].picture = picture }
    }
    found += findings
  }

  /// The overlay, once, for a mark whose one way out is an overlay tap; else the usual tap.
  func overlayTapIfOnlyWay(_ session: TourSession) -> (command: InputCommand, text: String)? {
    guard let shown = latest, shown.overlayOnly, !shown.tried else { return nil }
    latest?.tried = true
    return (.overlay, "overlay")
  }
}
