import ArgumentParser
import FoundationEssentials
import TourCore
import TourHostKit
import TourLua

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Lint tours on every device, text size, language and orientation before they ship.",
    discussion: """
      Plays each tour headless in every configuration of the matrix (device × orientation × \
      text size × locale × appearance; by default every device of 'tourhost devices' that \
      the app's minimum OS runs on (--minimum-os, or the tour's check.minimumOS; without \
      one, the devices still updated) both ways, the text sizes \(CheckMatrix.standardTextSizeNames), the source language, each locale of the \
      tour's strings, en-XA and ar-XB, light), tapping through as --autoplay does, and \
      checks every mark when it has appeared. A tour whose screens are drawn for one size (no \
      autoresizing masks, no screen = function(device)) is played on that screen only, held \
      as it is drawn, unless --devices names devices. docs/CHECKS.md lists the rules.

      \(ExitStatus.help(for: "check"))

      Examples:
        tourhost check scripts/examples/welcome.lua
        tourhost check tour.lua --devices iphone-se,ipad-13 --text-sizes L,AX5 --format sarif --output check.sarif
        tourhost check --list-rules --format markdown
        tourhost check tours/*.lua --shard 2/4 --format json --output part-2.json
        tourhost check --merge part-*.json --format sarif --output check.sarif
      """
  )

  @Argument(help: "The tour scripts.")
  var tours: [String] = []

  @Flag(help: "Print the rules (id, severity, what each finds; with --format markdown or json, their sources and examples) and exit.")
  var listRules = false

  @Option(
    help: ArgumentHelp(
      "Play only this share of the configurations of all the tours (1/4, 2/4, ...); its --format json is what --merge reads.",
      valueName: "index/total"))
  var shard: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Merge the JSON of every shard (--shard I/N --format json) into the one report, as one run would give it.", valueName: "files")
  )
  var merge: [String] = []

  @Option(
    help: ArgumentHelp(
      "Keep each configuration's result in this folder, or on this http(s):// cache server (give both to use both), and play again only those whose files (script, modules, strings, screens, captures) changed.",
      valueName: "folder-or-url"))
  var cache: [String] = []

  /// The cache folder `--cache` names, if any.
  private var cacheFolder: String? { cache.first { !Self.isAddress($0) } }

  /// Whether `--cache`'s value is a server's address rather than a folder.
  private static func isAddress(_ value: String) -> Bool {
    let lower = value.lowercased()
    return lower.hasPrefix("http://") || lower.hasPrefix("https://") || (lower.contains("://") && !lower.hasPrefix("/"))
  }

  /// The cache server `--cache` names, if any, with the credentials of the environment.
  private func cacheServer() throws -> HTTPCacheServer? {
    guard let address = cache.first(where: Self.isAddress) else { return nil }
    let credentials = HTTPCacheServer.Credentials(environment: ProcessInfo.processInfo.environment)
    switch HTTPCacheServer.parse(address, credentials: credentials) {
    case .success(let server): return server
    case .failure(let error): throw ValidationError("--cache: \(error.message)")
    }
  }

  @Option(help: ArgumentHelp("Devices, comma-separated (default: every one the app's minimum OS runs on).", valueName: "names"))
  var devices: String?

  @Option(
    help: ArgumentHelp(
      "The app's oldest OS, ios=17,android=26 (default: the tour's check.minimumOS, else the versions still updated): devices that cannot run it are left out.",
      valueName: "versions"))
  var minimumOs: String?

  @Option(help: ArgumentHelp("portrait, landscape or both, comma-separated (default: both).", valueName: "list"))
  var orientations: CommaList<Orientation>?

  @Option(
    help: ArgumentHelp(
      "Text sizes, comma-separated (default: \(CheckMatrix.standard.textSizes.map(\.shortName).joined(separator: ","))).",
      valueName: "sizes"))
  var textSizes: CommaList<ContentSizeCategory>?

  @Option(
    help: ArgumentHelp(
      "Locales, comma-separated; 'source' is the strings' own (default: the source, every locale of the strings, en-XA, ar-XB).", valueName: "tags"))
  var locales: String?

  @Option(help: ArgumentHelp("light, dark or both, comma-separated (default: light).", valueName: "list"))
  var appearances: CommaList<Appearance>?

  @Flag(help: "Every device and every text size.")
  var full = false

  @Option(help: ArgumentHelp("The report's format (markdown: only with --list-rules); repeat for several.", valueName: "format"))
  var format: [CheckOutputFormat] = []

  @Option(help: ArgumentHelp("Where each --format goes, in the same order (default: standard output).", valueName: "file"))
  var output: [String] = []

  @Option(help: ArgumentHelp("Report only findings not in this baseline (written by --update-baseline).", valueName: "file"))
  var baseline: String?

  @Option(help: ArgumentHelp("Write today's findings as the baseline (status 0 when it is written).", valueName: "file"))
  var updateBaseline: String?

  @Option(
    help: ArgumentHelp(
      "Write index.html here: each finding with its configurations and a picture of it, and every mark on a contact sheet.", valueName: "folder"))
  var report: String?

  @Flag(help: "Warnings fail the check too.")
  var strict = false

  @Flag(
    help: "Audit every string of the tours' strings files (missing translations, placeholders), not only those a tour can show.")
  var allStrings = false

  @Flag(
    help: """
      Play every step again with its target absent, late, duplicated, out of reach, covered, of no size and hidden (and the faults of a \
      faults.lua beside the tour): a step must do what its onMissing declares and leave a way out (rule target-loss).
      """)
  var faults = false

  @Option(help: ArgumentHelp("Whose control size line is the warning: wcag (24), apple (44) or android (48).", valueName: "profile"))
  var profile: CheckProfile = .apple

  func validate() throws {
    if listRules {
      guard format.count <= 1, RuleDocs.Format(rawValue: format.first?.rawValue ?? "text") != nil else {
        throw ValidationError("--list-rules takes one --format: \(RuleDocs.Format.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return
    }
    if !merge.isEmpty {
      guard tours.isEmpty, shard == nil, cache.isEmpty else {
        throw ValidationError("--merge takes the shards' files, not tours, --shard or --cache")
      }
    } else {
      guard !tours.isEmpty else { throw ValidationError("Missing expected argument '<tours> ...'") }
    }
    if let shard, case .failure(let error) = CheckShard.parse(shard) { throw ValidationError("--shard: \(error.message)") }
    guard cache.filter(Self.isAddress).count <= 1, cache.filter({ !Self.isAddress($0) }).count <= 1 else {
      throw ValidationError("--cache takes one folder and one server at most")
    }
    _ = try cacheServer()
    _ = try matrix()
    _ = try formats()
    guard output.count <= max(format.count, 1) else { throw ValidationError("--output names more files than there are --format options") }
  }

  private static func list(_ text: String?) -> [String]? {
    text.map { $0.split(separator: ",").map { $0.trimming(.spaces) }.filter { !$0.isEmpty } }
  }

  func formats() throws -> [CheckFormat] {
    try (format.isEmpty ? [.text] : format).map { given in
      guard let known = CheckFormat(rawValue: given.rawValue) else {
        throw ValidationError(
          "--format \(given.rawValue) is for --list-rules; a report is one of \(CheckFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return known
    }
  }

  func matrix() throws -> CheckMatrix {
    var matrix = full ? CheckMatrix.full : CheckMatrix.standard
    if let names = Self.list(devices) {
      matrix.devices = try names.map(EnvironmentOptions.device(named:))
      matrix.forcesDevices = true
    }
    if let minimumOs {
      switch MinimumOS.parse(minimumOs) {
      case .success(let minimum): matrix.minimumOS = minimum
      case .failure(let error): throw ValidationError("--minimum-os: \(error.message)")
      }
    }
    if let orientations { matrix.orientations = orientations.items }
    if let textSizes { matrix.textSizes = textSizes.items }
    if let names = Self.list(locales) {
      matrix.locales = try names.map { name in
        if name == "source" { return nil }
        guard LocaleTag.isWellFormed(name) else { throw ValidationError("--locales: '\(name)' is not a language tag") }
        return name
      }
    }
    if let appearances { matrix.appearances = appearances.items }
    return matrix
  }

  /// What the caches answered, on standard error: the server's warning, if it was turned off,
  /// and how many configurations came from them.
  private func reportCaches(_ result: CheckResult, server: HTTPCacheServer?) {
    if let warning = result.remoteCacheWarning { StandardError.write("tourhost: warning: \(warning)") }
    if !cache.isEmpty {
      let remote = server.map { " (\(result.cachedRemotely) from \($0.url))" } ?? ""
      StandardError.write("tourhost: \(result.cached) of \(result.configurations) configurations from the cache\(remote)")
    }
    if let failure = result.cacheFailure { StandardError.write("tourhost: the cache was not kept: \(failure)") }
  }

  func run() throws {
    if listRules {
      let text = RuleDocs.render(RuleDocs.Format(rawValue: format.first?.rawValue ?? "text") ?? .text)
      do { try FileOutput.standardOutput(writing: "the rules").write(text) } catch {
        StandardError.write("tourhost: \(error)")
        throw ExitCode(2)
      }
      return
    }
    var result: CheckResult
    // A report replaces its folder, and a cache writes into its own: a folder that is not
    // tourhost's is refused before the check.
    do {
      if let report { try CheckHTMLReport.checkDestination(report) }
      if let cacheFolder, merge.isEmpty { try CheckCache.checkDestination(cacheFolder) }
    } catch {
      StandardError.write("tourhost: \(error)")
      throw ExitCode(2)
    }
    do {
      if !merge.isEmpty {
        result = try CheckPart.merge(files: merge)
      } else {
        var options = CheckOptions(tours: tours, matrix: try matrix(), profile: profile, keepsPictures: report != nil)
        options.shard = try shard.map { try CheckShard.parse($0).get() }
        options.cacheFolder = cacheFolder
        options.cacheServer = try cacheServer()
        options.allStrings = allStrings
        options.faults = faults ? TargetFault.standard : nil
        result = try CheckRunner.run(options)
        reportCaches(result, server: options.cacheServer)
      }
    } catch let error as TourLoadError {
      StandardError.write("tourhost: \(error.message)")
      throw ExitCode(2)
    } catch let error as CheckPart.MergeError {
      StandardError.write("tourhost: --merge: \(error.description)")
      throw ExitCode(2)
    }
    do {
      if let baseline { try CheckBaseline.apply(file: baseline, to: &result) }
      if let updateBaseline { try CheckBaseline.write(result, to: updateBaseline) }
      if let report { try CheckHTMLReport.write(result, to: report) }
      for (offset, format) in try formats().enumerated() {
        let text = CheckReport.render(result, as: format, strict: strict)
        if offset < output.count {
          try FileOutput.replace(output[offset], with: text, writing: "the \(format.rawValue) report")
        } else {
          try FileOutput.standardOutput(writing: "the \(format.rawValue) report").write(text)
        }
      }
    } catch {
      StandardError.write("tourhost: \(error)")
      throw ExitCode(2)
    }
    // Writing a baseline is what was asked: today's findings are its content, not a failure.
    if updateBaseline == nil, result.fails(strict: strict) { throw ExitCode(1) }
  }
}
