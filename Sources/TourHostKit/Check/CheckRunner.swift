import Dispatch
import FoundationEssentials
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
  /// What text is measured and drawn with, as the pictures draw it.
  public var text: TextStack
  /// Measures text as it is drawn.
  public var measurer: any TextMeasuring { text.measurer }
  /// Keep a picture of each finding and of every mark as the tour describes itself (`--report`).
  public var keepsPictures: Bool
  /// Play only this share of the configurations (`--shard 2/4`).
  public var shard: CheckShard?
  /// Where results of configurations whose inputs did not change are kept (`--cache DIR`).
  public var cacheFolder: String?
  /// A cache server shared with other checkouts and shards (`--cache URL`).
  public var cacheServer: HTTPCacheServer?
  /// Audit every string of the tours' strings files, not only those a tour can show
  /// (`--all-strings`).
  public var allStrings = false
  /// Play every step whose mark points at a view again under each of these faults
  /// (`--faults`: `TargetFault.standard` and the tour's `faults.lua`); nil: no faults.
  public var faults: [TargetFault]?
  /// The most threads the configurations are played on; nil: one for each core. The live
  /// checks play on their own low-priority thread only.
  public var threads: Int?

  /// What to check, and how.
  public init(
    tours: [String], matrix: CheckMatrix = .standard, profile: CheckProfile = .apple, configuration: LuaConfiguration = .standard,
    text: TextStack = .standard, keepsPictures: Bool = false
  ) {
    self.keepsPictures = keepsPictures
    self.tours = tours
    self.matrix = matrix
    self.profile = profile
    self.configuration = configuration
    self.text = text
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
  /// Each app file's tours, by id (for one JUnit test case a tour).
  public var members: [String: [String]] = [:]
  /// With pictures kept: each tour's marks as it describes itself (SVG), by tour file.
  public var sheets: [String: [String]] = [:]
  /// What the summary says besides the findings (`file: warning: ...`): a locale asked for that
  /// a tour's strings do not have.
  public var notes: [String] = []
  /// Findings the baseline hid, and baseline entries no longer found (`--baseline`).
  public var hidden = 0
  public var fixed: [String] = []
  /// A shard's part, for `--merge` (its JSON carries it).
  public var part: CheckPart?
  /// How many configurations the cache answered (`--cache`).
  public var cached = 0
  /// Why the cache could not be written, when it could not (the check's result stands).
  public var cacheFailure: String?
  /// How many configurations the cache server answered (`--cache URL`).
  public var cachedRemotely = 0
  /// Why the cache server was turned off during the run, when it was (the check's result
  /// stands).
  public var remoteCacheWarning: String?

  /// Errors, and warnings too when `strict`.
  public func fails(strict: Bool) -> Bool {
    findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}

/// Plays every tour in every configuration of the matrix, headless, tapping through as
/// `--autoplay` does, and gives each rule what it looks at (`CheckRules`): the tour as
/// written once, each shown mark, and what happens while the tour plays. With a shard, only
/// its share of the configurations of all the tours; with a cache, only the configurations
/// whose inputs changed.
public enum CheckRunner {
  /// The check's result, or the message of a tour that cannot be loaded.
  public static func run(_ options: CheckOptions) throws(TourLoadError) -> CheckResult {
    // An app file is its tours, each checked as a tour, and the app rules' part about them.
    var plans: [TourPlan] = []
    var appParts: [TourPart] = []
    for path in options.tours {
      let (tours, app) = try ScriptDoor.tourFiles(of: path)
      for tour in tours { plans.append(try TourPlan(tour, options, app: app)) }
      if let app { appParts.append(AppContext.part(app, display: app.displayName)) }
    }
    // Every configuration of every tour, in order; a shard takes every total-th one.
    var units: [(tour: Int, configuration: Int)] = []
    for (tour, plan) in plans.enumerated() {
      for index in plan.configurations.indices { units.append((tour, index)) }
    }
    if let shard = options.shard { units = units.enumerated().filter { shard.owns($0.offset) }.map(\.element) }
    let caches = CheckCaches(options)
    var played: [[Int: Played]] = Array(repeating: [:], count: plans.count)
    let toPlay = caches.lookUp(units, plans, into: &played)
    let fresh = try playAll(toPlay.map { (plans[$0.tour], $0.configuration) }, options)
    for (unit, result) in zip(toPlay, fresh) { played[unit.tour][unit.configuration] = result }
    caches.store(played, fresh: toPlay, units: units, plans)
    let parts = zip(plans, played).map { TourPart(plan: $0.0.part, played: $0.1) } + appParts
    var result = assemble(parts)
    do { try caches.local?.save() } catch { result.cacheFailure = "\(error)" }
    result.cached = units.count - toPlay.count
    result.cachedRemotely = caches.remote?.answeredCount ?? 0
    result.remoteCacheWarning = caches.remote?.failure
    if let shard = options.shard { result.part = CheckPart(shard: shard, tours: parts) }
    return result
  }

  /// The result of every tour's part: its own findings once, then each configuration it
  /// played, in the matrix's order, grouped.
  static func assemble(_ parts: [TourPart]) -> CheckResult {
    var result = CheckResult(configurations: 0, findings: [], suppressions: [:])
    for part in parts {
      let plan = part.plan
      var raw: [(Int?, RawFinding)] = plan.tourFindings.map { (nil, $0) }
      var markIgnores: [Int: [String]] = [:]
      for (index, played) in part.played.sortedByKey {
        raw += played.findings.map { (index, $0) }
        markIgnores.merge(played.markIgnores) { first, _ in first }
      }
      let kept = raw.filter { !plan.ignored.contains($0.1.rule.rawValue) }
      let echoed = plan.ignored + markIgnores.sortedByKey.map { "\($1.joined(separator: ", ")) on mark \($0)" }
      result.configurations += part.played.count
      result.findings += group(kept, labels: plan.configurations, tour: plan.id, file: plan.file)
      if !echoed.isEmpty { result.suppressions[plan.file] = echoed }
      result.marks[plan.file] = plan.marks
      if !plan.members.isEmpty { result.members[plan.file] = plan.members }
      result.notes += plan.notes
      if !plan.sheet.isEmpty { result.sheets[plan.file] = plan.sheet }
    }
    return result
  }

  /// The given configurations, on as many threads as the machine has cores, or
  /// `options.threads` if fewer, the calling thread one of them (each run has its
  /// own session and Lua state; the text measurer is shared under its lock); the results in
  /// the order given, whatever order they finished in.
  private static func playAll(_ runs: [(TourPlan, Int)], _ options: CheckOptions) throws(TourLoadError) -> [Played] {
    let results = ResultSlots(count: runs.count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, runs.count, options.threads ?? .max))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: runs.count, by: workers) {
        let outcome: Result<Played, TourLoadError>
        do throws(TourLoadError) { outcome = .success(try play(runs[index].0, runs[index].1, options)) } catch { outcome = .failure(error) }
        results.set(index, outcome)
      }
    }
    var all: [Played] = []
    for index in runs.indices { all.append(try results.get(index).get()) }
    return all
  }

  /// One configuration: the tour played to its end, each shown mark given to the mark rules,
  /// every event to the run rules.
  private static func play(_ plan: TourPlan, _ index: Int, _ options: CheckOptions) throws(TourLoadError) -> Played {
    let configuration = plan.matrixConfigurations[index]
    let lines = plan.lines
    let session = try TourSession(
      script: plan.url, recorder: NoTrace(), configuration: options.configuration, text: plan.text, progress: .none,
      environment: configuration.environment)
    var run = CheckRun(
      configuration: configuration, options: options, markLine: lines["coachMarkAt"], viewsLine: lines["coachMarkViewsAt"] ?? lines["coachMarkAt"],
      skipLine: lines["skipView"], stringKeys: session.tour.strings.map { Set($0.entries.keys) }, designBounds: plan.designBounds,
      designIsCapture: plan.designIsCapture, isPages: session.tour.isPages)
    run.placesSkipView = lines["constraintsForSkipView"] != nil
    let watcher = ShownMarkChecker(run: run)
    session.onEvent = { event, time in watcher.observe(event, at: time) }
    session.start(checkingRules: false)
    // Each mark waits a while before its tap, as a reader would: a tour that moves on by
    // itself (auto-advance) does it then. A mark whose one way out is an overlay tap gets
    // that tap (no-way-out hears whether the tour took it).
    if session.settle() { Autoplay.play(session, dwell: AutoAdvanceRule.patience, choosing: watcher.overlayTapIfOnlyWay) }
    let played = PlayedRun(unknownStrings: session.tour.unknownStrings, strings: session.tour.strings)
    return Played(
      findings: watcher.found + watcher.runRules.flatMap { $0.findings(after: played) }, markIgnores: watcher.markIgnores,
      files: session.watchedFiles.map(\.path))
  }

  /// What one configuration found, the rules its marks left out, and the files it read.
  struct Played {
    var findings: [RawFinding]
    var markIgnores: [Int: [String]]
    var files: [String] = []

    /// The rules its marks left out, by the mark's index written as text (JSON's keys).
    var markIgnoresByName: [String: [String]] {
      Dictionary(uniqueKeysWithValues: markIgnores.map { (String($0.key), $0.value) })
    }

    /// The rules marks left out, read back from `markIgnoresByName`.
    static func markIgnores(byName ignores: [String: [String]]) -> [Int: [String]] {
      Dictionary(uniqueKeysWithValues: ignores.compactMap { key, value in Int(key).map { ($0, value) } })
    }
  }

  /// One finding per rule, mark and element, with the configurations it fails in (by their
  /// index in `labels`, the matrix's order; none: the tour as written, whatever the
  /// configuration); the worst severity wins, the first message of that severity is kept.
  static func group(_ raw: [(Int?, RawFinding)], labels: [String], tour: String, file: String) -> [CheckFinding] {
    var order: [String] = []
    var groups: [String: (finding: CheckFinding, configurations: [Int])] = [:]
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
    return order.compactMap { key in
      guard let (found, configurations) = groups[key] else { return nil }
      var finding = found
      finding.configurations = configurations.sorted().map { labels[$0] }
      return finding
    }.sorted { ($0.mark ?? 0, $0.rule.rawValue, $0.element) < ($1.mark ?? 0, $1.rule.rawValue, $1.element) }
  }
}

/// The runs' results, filled by several threads, each slot once.
private final class ResultSlots: @unchecked Sendable {
  private let lock = ThreadLock()
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
  private let markRules = CheckRules.markRules
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
    let context = MarkContext(shown, run: run)
    latest = (shown.index, context.onlyOverlayTaps, false)
    let ignored = shown.mark.checkIgnore
    if !ignored.isEmpty { markIgnores[shown.index] = ignored }
    var findings = markRules.flatMap { $0.findings(in: context) }.filter { !ignored.contains($0.rule.rawValue) }
    if run.options.keepsPictures, !findings.isEmpty {
      let picture = SVGRenderer(text: run.options.text).render(shown.scene)
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
