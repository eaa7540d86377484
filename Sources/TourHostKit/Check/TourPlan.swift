import FoundationEssentials
import TourCore
import TourLua
import TourRender

/// One tour of a check before it is played: loaded once, what its tour rules find, and the
/// configurations it is played in (in the matrix's order).
struct TourPlan {
  let url: URL
  /// What its text is measured and drawn with (an app's tours: with the app's fonts).
  let text: TextStack
  /// The files loading the tour read (the script, its modules, screens, strings, and its app's
  /// font files): a cache entry that does not list each of them is not trusted.
  let files: [String]
  /// The locale each file of a folder of strings holds, by path, and the strings' source
  /// language: a configuration depends on the files of its locale and of the source only.
  let stringFileLocales: [String: String]
  let sourceLanguage: String?
  let lines: [String: Int]
  /// The screen the tour describes, before any device.
  let designBounds: Rect
  /// Whether that screen is a capture of the app (its views carry the app's types).
  let designIsCapture: Bool
  let matrixConfigurations: [CheckConfiguration]
  /// What a report needs of the tour, whatever configurations are played.
  let part: TourSummary

  var configurations: [String] { part.configurations }

  /// Of `paths`, those the configuration at `index` depends on: every file but the strings
  /// files of other locales (a German edit replays the German configurations only). A
  /// pseudo-locale derives from the source language.
  func files(_ paths: [String], readBy index: Int) -> [String] {
    guard !stringFileLocales.isEmpty, let source = sourceLanguage else { return paths }
    let locale = matrixConfigurations[index].environment.locale.flatMap { PseudoLocale(tag: $0) == nil ? LocaleTag.normalized($0) : nil }
    let wanted = Set([source] + (locale.map(StringTable.localeChain) ?? []))
    return paths.filter { stringFileLocales[$0].map(wanted.contains) ?? true }
  }

  /// - Parameter app: the app file the tour is one of, whose fonts it takes.
  init(_ path: String, _ options: CheckOptions, app: AppFile? = nil) throws(TourLoadError) {
    url = URL(fileURLWithPath: path)
    text = try app.map(options.text.forApp) ?? options.text
    let probe = try TourSession(
      script: url, recorder: NoTrace(), configuration: options.configuration, text: text, progress: .none)
    let tour = probe.tour
    files = probe.watchedFiles.map(\.path) + (app?.fonts?.files.map(\.path) ?? [])
    stringFileLocales = tour.stringsUse.fileLocales
    sourceLanguage = tour.strings?.sourceLanguage
    let display = tour.displayName
    // The tour as it describes itself: with pictures kept, played to its end for the contact
    // sheet, each mark drawn from the scene the session drew when it appeared.
    var sheet: [String] = []
    if options.keepsPictures {
      let renderer = SVGRenderer(text: options.text)
      probe.onEvent = { event, _ in if case .shown(let shown) = event { sheet.append(renderer.render(shown.scene)) } }
    }
    probe.start(checkingRules: false)
    let settled = probe.settle()
    designBounds = Rect(origin: .zero, size: probe.controller.screen.size)
    designIsCapture = probe.controller.screen.views.contains { $0.type != nil }
    // Played to its end, the tour has looked up the strings it shows (the rules about strings
    // look at those only, unless asked to audit the whole file).
    if settled, tour.strings != nil || options.keepsPictures { Autoplay.play(probe) }
    var context = TourContext(
      loadWarnings: probe.loadWarnings, unknownLiteralViews: tour.unknownLiteralViews, strings: tour.strings, fieldLines: tour.fieldLines)
    if !options.allStrings { context.shownKeys = tour.stringsUse.keysShown }
    let drawnFor = tour.screenFollowsDevice && options.matrix.seen == nil ? nil : designBounds.size
    matrixConfigurations = options.matrix.configurations(
      tourLocales: tour.strings?.locales ?? [], tourMinimumOS: tour.checkMinimumOS, drawnFor: drawnFor
    ).sorted()
    let asked = (options.matrix.locales ?? []).compactMap { $0 }
    var notes = asked.compactMap { locale in tour.strings?.unknownLanguageWarning(locale).map { "\(display): warning: \($0)" } }
    if let drawnFor, !options.matrix.forcesDevices, options.matrix.seen == nil {
      let size = "\(drawnFor.width.scriptText)×\(drawnFor.height.scriptText)"
      notes.append(
        "\(display): info: its screens are drawn for one \(size) size (no autoresizing masks, no screen = function(device)), so it was checked on that screen only, not on each device; give its views autoresizing masks or write screen = function(device) to check every device, or name them with --devices"
      )
    }
    if options.matrix.forcesDevices, let picture = probe.controller.screen.image, let captured = probe.controller.screen.imageSize {
      notes.append(
        "\(display): info: its screen's picture '\(picture)' was captured at \(captured.width.scriptText)×\(captured.height.scriptText): on the devices --devices names it is drawn at that size, not stretched, and the views may not be where it shows them"
      )
    }
    if let fonts = Self.fontsNote(probe.controller.sizing.platformText, matrixConfigurations) { notes.append("\(display): info: \(fonts)") }
    lines = tour.fieldLines
    var faultFindings: [RawFinding] = []
    if let faults = options.faults {
      let added = try FaultFile.faults(besides: url).filter { !faults.contains($0) }
      faultFindings = try FaultCheck.findings(
        url, text: text, options: options, faults: faults + added, environment: matrixConfigurations.first?.environment ?? .standard,
        line: tour.fieldLines["coachMarkAt"])
    }
    part = TourSummary(
      id: tour.id, file: display, configurations: matrixConfigurations.map(\.label),
      tourFindings: CheckRules.tourRules.flatMap { $0.findings(in: context) } + faultFindings, ignored: tour.checkIgnore,
      marks: probe.controller.status.markCount, sheet: sheet, notes: notes)
  }

  /// What the configurations' text is measured and drawn in, on each platform they play,
  /// when it is not the default DejaVu Sans: `its text is set in Inter on iOS and in Roboto on
  /// Android, then the fallback fonts`; nil when every configuration uses DejaVu Sans.
  static func fontsNote(_ text: PlatformText?, _ configurations: [CheckConfiguration]) -> String? {
    guard let text else { return nil }
    let platforms = [Device.Platform.iOS, .android].filter { platform in
      configurations.contains { ($0.environment.device?.platform ?? .iOS) == platform }
    }
    let named = platforms.map { (text.profile(on: $0).fonts, $0 == .iOS ? "iOS" : "Android") }
    guard named.contains(where: { $0.0 != "DejaVu Sans" }) else { return nil }
    return "its text is set in " + named.map { "\($0.0) on \($0.1)" }.joined(separator: " and in ") + ", then the fallback fonts"
  }
}

/// What a report needs of a tour whatever configurations are played: its names, its
/// configurations, what its tour rules found, the rules it leaves out, its marks and notes.
struct TourSummary {
  let id: String
  let file: String
  /// Every configuration it is played in, in the matrix's order, by label.
  let configurations: [String]
  let tourFindings: [RawFinding]
  let ignored: [String]
  let marks: Int
  let sheet: [String]
  let notes: [String]
  /// An app file's tours, by id (none for a tour): its cases in JUnit.
  var members: [String] = []
}

/// A tour's summary and the configurations played of it (by index in its configurations).
struct TourPart {
  let plan: TourSummary
  let played: [Int: CheckRunner.Played]
}
