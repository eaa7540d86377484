import FoundationEssentials

/// `--cache URL`: the configurations' results on a cache server that CI's shards and checkouts
/// share (`HTTPCacheServer`), content-addressed: an entry's key is the SHA-256 of everything
/// it depends on (`RemoteInputs`), and an entry is used only when it carries exactly those
/// inputs and every further file it lists is as it was, so a foreign entry cannot pass for a
/// tour's own.
///
/// Each tour has an entry for all the configurations a run plays of it (one request when
/// nothing changed), and each group of configurations that read the same files (those of one
/// locale) one of its own (after a German edit, only the German configurations play again).
/// Any failure of the server turns the cache off for the rest of the run, with one warning;
/// the check goes on.
final class RemoteCheckCache {
  private let server: HTTPCacheServer
  private let dependencies: String
  private let digests: FileDigests
  /// Why the cache was turned off; nil while it is on.
  private(set) var failure: String?
  /// The tours whose entry for all their configurations was missing, by script path.
  private var toursMissed: Set<String> = []
  /// The configurations the server answered, by script path.
  private var answered: [String: Set<Int>] = [:]
  /// The keys whose entry the server has but could not be used (another's, broken, or of
  /// files since changed): written over, not left as they are.
  private var unusable: Set<String> = []
  /// The keys the server said it had no entry for this run (`GET`: 404): sent without asking
  /// `HEAD` first.
  private var missing: Set<String> = []
  /// The largest entry read: one tour's results in every configuration of a large matrix.
  static let largestEntry = 64 << 20

  init(server: HTTPCacheServer, options: CheckOptions, digests: FileDigests) {
    self.server = server
    dependencies = CheckCache.dependencies(options)
    self.digests = digests
  }

  /// How many configurations the server answered.
  var answeredCount: Int { answered.values.reduce(0) { $0 + $1.count } }

  /// The results the server has of the configurations `wanted` of `plan`: all of them from the
  /// tour's entry, else from the entry of each group of configurations that read the same
  /// files (those of one locale).
  func lookUp(_ plan: TourPlan, configurations wanted: [Int]) -> [Int: CheckRunner.Played] {
    guard failure == nil, !wanted.isEmpty else { return [:] }
    let paths = TourFolderPaths(tour: plan.url)
    let whole = inputs(plan, wanted, files: plan.files + [plan.url.path], paths)
    if let results = fetch(whole, paths) {
      answered[plan.url.path, default: []].formUnion(wanted)
      return Dictionary(uniqueKeysWithValues: zip(wanted, results))
    }
    toursMissed.insert(plan.url.path)
    var found: [Int: CheckRunner.Played] = [:]
    for (group, files) in groups(plan, wanted) {
      let own = inputs(plan, group, files: files, paths)
      guard own != whole, let results = fetch(own, paths) else { continue }
      for (index, result) in zip(group, results) { found[index] = result }
      answered[plan.url.path, default: []].formUnion(group)
    }
    return found
  }

  /// Sends what the server lacks: the entry of each group it did not answer, and the tour's
  /// entry when it had none. An entry not asked for this run is sent only when the server
  /// does not have it (`HEAD`), or had it unusable.
  func store(_ plan: TourPlan, configurations wanted: [Int], results: [Int: CheckRunner.Played]) {
    guard failure == nil, toursMissed.contains(plan.url.path) else { return }
    let paths = TourFolderPaths(tour: plan.url)
    var all: [Int: RemoteResult] = [:]
    for index in wanted {
      guard let played = results[index] else { return }
      all[index] = record(played, plan, index, paths)
    }
    let whole = inputs(plan, wanted, files: plan.files + [plan.url.path], paths)
    for (group, files) in groups(plan, wanted) where !group.allSatisfy({ answered[plan.url.path]?.contains($0) == true }) {
      let own = inputs(plan, group, files: files, paths)
      if own != whole { send(RemoteEntry(inputs: own, results: group.compactMap { all[$0] })) }
    }
    send(RemoteEntry(inputs: whole, results: wanted.compactMap { all[$0] }))
  }

  /// The configurations of `wanted` that depend on the same files (those of one locale, and
  /// every other file the tour read), in order of their first configuration, with those files.
  private func groups(_ plan: TourPlan, _ wanted: [Int]) -> [(configurations: [Int], files: [String])] {
    var order: [[String]] = []
    var members: [[String]: [Int]] = [:]
    for index in wanted {
      let files = plan.files(plan.files + [plan.url.path], readBy: index)
      if members[files] == nil { order.append(files) }
      members[files, default: []].append(index)
    }
    return order.map { (members[$0] ?? [], $0) }
  }

  private func inputs(_ plan: TourPlan, _ indices: [Int], files: [String], _ paths: TourFolderPaths) -> RemoteInputs {
    RemoteInputs(
      dependencies: dependencies, tour: plan.url.lastPathComponent, configurations: indices.map { plan.configurations[$0] },
      files: fileList(files, paths))
  }

  /// Each file by its path from the tour's folder, with its SHA-256, once, by path.
  private func fileList(_ files: [String], _ paths: TourFolderPaths) -> [FileDigest] {
    Set(files).map { FileDigest(path: paths.relative($0), sha256: digests.of($0) ?? "missing") }.sorted { $0.path < $1.path }
  }

  private func record(_ played: CheckRunner.Played, _ plan: TourPlan, _ index: Int, _ paths: TourFolderPaths) -> RemoteResult {
    RemoteResult(
      label: plan.configurations[index], files: fileList(CheckCache.dependedFiles(played, plan, index), paths),
      findings: played.findings.map(FindingRecord.init), markIgnores: played.markIgnoresByName)
  }

  /// The results of the entry for `inputs`, when the server has it, it carries exactly those
  /// inputs and a result for each configuration, and every file a result lists is as it was.
  private func fetch(_ inputs: RemoteInputs, _ paths: TourFolderPaths) -> [CheckRunner.Played]? {
    guard failure == nil else { return nil }
    let key = inputs.key
    let bytes: [UInt8]?
    do throws(HTTPCacheServer.Failure) { bytes = try server.get(key, most: Self.largestEntry) } catch {
      turnOff(error)
      return nil
    }
    guard let bytes else {
      missing.insert(key)
      return nil
    }
    guard let entry = try? JSONDecoder().decode(RemoteEntry.self, from: Data(bytes)), entry.inputs == inputs,
      let results = entry.unpacked()
    else {
      unusable.insert(key)
      return nil
    }
    var played: [CheckRunner.Played] = []
    // Each file's path here and its SHA-256 now, by its path from the tour's folder.
    var now: [String: (path: String, sha256: String)] = [:]
    for result in results {
      for file in result.files {
        if now[file.path] == nil {
          let path = paths.absolute(file.path)
          now[file.path] = (path, digests.of(path) ?? "missing")
        }
        guard now[file.path]?.sha256 == file.sha256 else {
          unusable.insert(key)
          return nil
        }
      }
      played.append(
        CheckRunner.Played(
          findings: result.findings.map(\.finding), markIgnores: CheckRunner.Played.markIgnores(byName: result.markIgnores),
          files: result.files.compactMap { now[$0.path]?.path }))
    }
    return played
  }

  private func send(_ entry: RemoteEntry) {
    guard failure == nil else { return }
    let key = entry.inputs.key
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let bytes = try? encoder.encode(entry) else { return }
    do throws(HTTPCacheServer.Failure) {
      let present = unusable.contains(key) || missing.contains(key) ? false : try server.has(key)
      if !present { try server.put(key, Array(bytes)) }
    } catch {
      turnOff(error)
    }
  }

  private func turnOff(_ error: HTTPCacheServer.Failure) {
    if failure == nil { failure = "the cache at \(server.url) is off for this run: \(error.message)" }
  }
}
