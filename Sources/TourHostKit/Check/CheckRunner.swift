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
/// `--autoplay` does, and checks every mark when it has appeared.
public enum CheckRunner {
  /// How long, in seconds, each mark is left before the check taps it on: a timer of the
  /// tour's that moves it on sooner is an `auto-advance`.
  static let patience = 10.0

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
    let loading = WarningRecorder()
    let probe = try TourSession(
      script: url, recorder: loading, configuration: options.configuration, measurer: options.measurer, keepsProgress: false)
    let tour = probe.tour
    let display = tour.displayName
    let ignored = tour.checkIgnore
    var raw: [(CheckConfiguration, RawFinding)] = loading.warnings.map { message in
      let error = ScriptError(message: message)
      return (CheckConfiguration.sourceOnly, RawFinding(
        rule: .loadWarning, severity: .warning, message: error.text, mark: nil, element: error.text, line: error.line))
    }
    for (line, message) in tour.unknownLiteralViews {
      raw.append((CheckConfiguration.sourceOnly, RawFinding(rule: .loadWarning, severity: .warning, message: message, mark: nil, element: message, line: line)))
    }
    for finding in StringChecks.findings(tour.strings, line: tour.fieldLines["strings"]) {
      raw.append((CheckConfiguration.sourceOnly, finding))
    }
    // The tour as it describes itself: with pictures kept, played to its end for the contact
    // sheet, each mark drawn from the scene the session drew when it appeared.
    var sheet: [String] = []
    if options.keepsPictures {
      let renderer = SVGRenderer(measurer: options.measurer)
      probe.onMarkShown = { _, scene in sheet.append(renderer.render(scene)) }
    }
    probe.start(checkingRules: false)
    let settled = probe.settle()
    let design = Rect(origin: .zero, size: probe.controller.screen.size)
    if options.keepsPictures, settled { Autoplay.play(probe) }
    if probe.controller.skip.view == nil, !tour.isPages, probe.controller.machine.count > 1 {
      raw.append((CheckConfiguration.sourceOnly, RawFinding(
        rule: .tourSkippable, severity: .warning, message: "the tour has no skip control: a user who does not want it cannot leave it",
        mark: nil, element: "skipView", line: tour.fieldLines["skipView"] ?? tour.fieldLines["numberOfCoachMarks"])))
    }
    let configurations = options.matrix.configurations(tourLocales: tour.strings?.locales ?? [], tourMinimumOS: tour.checkMinimumOS)
    let asked = (options.matrix.locales ?? []).compactMap { $0 }
    let notes = asked.compactMap { locale in tour.strings?.unknownLanguageWarning(locale).map { "\(display): warning: \($0)" } }
    var markIgnores: [Int: [String]] = [:]
    for (configuration, played) in try playAll(url, configurations, options, lines: tour.fieldLines, designBounds: design) {
      for finding in played.findings { raw.append((configuration, finding)) }
      markIgnores.merge(played.markIgnores) { first, _ in first }
    }
    let kept = raw.filter { !ignored.contains($0.1.rule.rawValue) }
    let echoed = ignored + markIgnores.keys.sorted().map { "\(markIgnores[$0]!.joined(separator: ", ")) on mark \($0)" }
    return TourCheck(
      configurations: configurations.count, findings: group(kept, tour: tour.id, file: display), ignored: echoed, file: display,
      marks: probe.controller.machine.count, sheet: sheet, notes: notes)
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

  /// One configuration: the tour played to its end, each mark checked when it appears.
  private static func play(
    _ url: URL, _ configuration: CheckConfiguration, _ options: CheckOptions, lines: [String: Int], designBounds: Rect
  ) throws(TourLoadError) -> Played {
    let recorder = MissingViewRecorder()
    let session = try TourSession(
      script: url, recorder: recorder, configuration: options.configuration, measurer: options.measurer,
      environment: configuration.environment, keepsProgress: false)
    let run = CheckRun(
      configuration: configuration, options: options, markLine: lines["coachMarkAt"], viewsLine: lines["coachMarkViewsAt"] ?? lines["coachMarkAt"],
      skipLine: lines["skipView"], hasStrings: session.tour.strings != nil, designBounds: designBounds)
    let inspector = ShownMarkChecker(controller: session.controller, run: run)
    session.controller.subscribe(inspector)
    session.onMarkShown = { [unowned inspector] index, scene in inspector.markShown(index, in: scene) }
    session.start(checkingRules: false)
    // Each mark waits a while before its tap, as a reader would: a tour that moves on by
    // itself (auto-advance) does it then.
    if session.settle() { Autoplay.play(session, dwell: CheckRunner.patience) }
    let errors = recorder.errors.map { message in
      RawFinding(
        rule: .scriptError, severity: .error, message: message, mark: nil, element: message,
        line: ScriptError(message: message).line)
    }
    let origin = session.tour.strings?.origin ?? "the strings"
    let unknown = session.tour.unknownStrings.map { key, line in
      let keys = session.tour.strings.map { Array($0.entries.keys).sorted() } ?? []
      let suggestion = Spelling.closest(to: key, among: keys).map { "; did you mean '\($0.quotedInMessage)'?" } ?? ""
      return RawFinding(
        rule: .stringUnknown, severity: .error, message: "tour.t('\(key.quotedInMessage)'): no language of \(origin) has the key\(suggestion)",
        mark: nil, element: key, line: line)
    }
    // A mark that waits for its view expects the app to add it, which nothing does in a check:
    // a person decides (review).
    let alone = recorder.advancedAlone.map { index, seconds in
      RawFinding(
        rule: .autoAdvance, severity: .warning,
        message: "mark \(index) moved on by itself after \(seconds.scriptText) s, with no way to extend the time (WCAG 2.2.1)", mark: index,
        element: "timing", line: lines["coachMarkAt"])
    }
    let missing: [RawFinding] = recorder.missing.map { index, view in
      RawFinding(
        rule: .targetMissing, severity: .review,
        message: "mark \(index)'s view '\(view)' never came (the mark waits for it; nothing adds it in a check)", mark: index,
        element: "target", line: lines["coachMarkAt"])
    }
    let findings = errors + unknown + alone + inspector.found + missing
    return Played(findings: findings, markIgnores: inspector.markIgnores)
  }

  /// What one configuration found, and the rules its marks left out.
  struct Played {
    var findings: [RawFinding]
    var markIgnores: [Int: [String]]
  }

  /// One finding per rule, mark and element, with the configurations it fails in, in the
  /// matrix's order; the worst severity wins, the first message of that severity is kept.
  static func group(_ raw: [(CheckConfiguration, RawFinding)], tour: String, file: String) -> [CheckFinding] {
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
        if !group.configurations.contains(configuration) { group.configurations.append(configuration) }
        groups[key] = group
      } else {
        order.append(key)
        groups[key] = (
          CheckFinding(
            rule: item.rule, severity: item.severity, message: item.message, tour: tour, file: file, line: item.line, mark: item.mark,
            element: item.element, configurations: [], frame: item.frame, picture: item.picture),
          [configuration]
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

extension CheckConfiguration {
  /// The configuration findings that hold in every configuration name (the strings, the tour
  /// as written): the tour as it describes itself, on the standard iPhone.
  static let sourceOnly = CheckConfiguration(
    device: DeviceCatalog.device(named: "iphone")!, orientation: .portrait, textSize: .large, locale: nil, appearance: .light)
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

/// Keeps the warnings of the check's first load, which only reads the tour.
private final class WarningRecorder: TraceRecorder {
  var warnings: [String] = []
  func record(_ record: TraceRecord, at time: Instant) {
    if case .tour(.warning(let message)) = record { warnings.append(message) }
  }
}

/// Notes the marks whose view was never there, the script's errors, and the marks that moved
/// on by themselves (no input between their appearance and their hiding).
private final class MissingViewRecorder: TraceRecorder {
  var missing: [(Int, String)] = []
  var errors: [String] = []
  /// Marks that hid with no input since they appeared, and how long they showed, in seconds.
  var advancedAlone: [(Int, Double)] = []
  private var shown: (index: Int, at: Instant, touched: Bool)?

  func record(_ record: TraceRecord, at time: Instant) {
    switch record {
    case .tour(.missingView(let index, let view, _)): missing.append((index, view))
    case .script(.error(let message, _)): errors.append(message)
    case .tour(.didShow(let index, _, _)): shown = (index, time, false)
    case .host(.input): shown?.touched = true
    case .tour(.willHide(let index)):
      if let shown, shown.index == index, !shown.touched {
        advancedAlone.append((index, Double(time.since(shown.at).microseconds) / 1_000_000))
      }
      shown = nil
    default: break
    }
  }
}

/// Checks each mark when it has appeared.
private final class ShownMarkChecker: TourEventRecorder {
  unowned let controller: CoachMarksController
  let run: CheckRun
  var found: [RawFinding] = []
  /// The rules each mark left out (`check` on the mark), by index.
  var markIgnores: [Int: [String]] = [:]

  init(controller: CoachMarksController, run: CheckRun) {
    self.controller = controller
    self.run = run
  }

  /// Notes each idle animation when it starts.
  func record(_ event: TourEvent, at time: Instant) {
    guard case .animation(let index, .idle, _, _) = event else { return }
    // The idle animation starts when this event is recorded: look at it once it runs.
    controller.timeline.schedule(after: .zero, kind: .observer) { [weak self] in self?.idleStarted(index) }
  }

  /// Checks mark `index`, which has appeared, in `scene` (the one the session drew for it).
  func markShown(_ index: Int, in scene: Scene) {
    guard let shown = controller.machine.displayed else { return }
    let screen = controller.screen
    let targets = zip(shown.mark.parts, shown.layout.parts).map { part, laidOut -> Rect? in
      if let anchor = part.anchor, anchor.followsSize, let path = try? screen.resolve(anchor.keyPath) {
        return screen.frameOnScreen(path)
      }
      return laidOut.cutout?.bounds
    }
    let inspector = MarkInspector(
      scene: scene, index: index, mark: shown.mark, layout: shown.layout, targets: targets,
      overlayTapsEnabled: shown.laidOut.overlay.isUserInteractionEnabled, run: run)
    if !shown.mark.checkIgnore.isEmpty { markIgnores[index] = shown.mark.checkIgnore }
    var findings = inspector.findings().filter { !shown.mark.checkIgnore.contains($0.rule.rawValue) }
    if run.options.keepsPictures, !findings.isEmpty {
      let picture = SVGRenderer(measurer: run.options.measurer).render(scene)
      for offset in findings.indices { findings[offset].picture = picture }
    }
    found += findings
  }

  /// WCAG 2.2.2: an idle animation that moves loops for as long as the mark shows, with
  /// nothing to pause it.
  private func idleStarted(_ index: Int) {
    guard let idle = controller.effects.idle, case .mark(index, .idle) = idle.subject, let animation = idle.animation, animation.moves else { return }
    let ignored = controller.machine.displayed?.mark.checkIgnore ?? []
    guard !ignored.contains(CheckRule.loopingMotion.rawValue) else { return }
    found.append(RawFinding(
      rule: .loopingMotion, severity: .warning,
      message: "mark \(index)'s idle animation moves for as long as the mark shows, with nothing to pause it (WCAG 2.2.2: over 5 s needs a pause); Reduce Motion leaves it out",
      mark: index, element: "idle animation", line: run.markLine))
  }
}
