import Crypto
import FoundationEssentials
import TourCore

/// `--cache DIR`: what each configuration of a tour found, kept with the SHA-256 of every
/// file the run read (the script, its modules, strings, screens, captures). A configuration
/// is played again only when one of those files changed, or the check's options or
/// tourhost's version did; so a changed module invalidates exactly the tours that read it, and
/// a changed strings file of a folder of strings exactly the configurations of its locale
/// (`TourPlan.files(_:readBy:)`). One file a tour (`DIR/<key>.json`), written whole or not at all.
public final class CheckCache: @unchecked Sendable {
  private let folder: URL
  /// What every entry depends on besides the tour's files: tourhost's version and the
  /// options that change what is found.
  private let options: String
  private let lock = ThreadLock()
  /// The entries of each tour file read or written this run, by cache file.
  private var tours: [String: CacheEntries] = [:]
  /// Each tour's cache file, by its script's path.
  private var keys: [String: String] = [:]
  private var changed: Set<String> = []
  private let digests: FileDigests

  init(folder: String, options: CheckOptions, digests: FileDigests) {
    self.folder = URL(fileURLWithPath: folder)
    self.options = Self.dependencies(options)
    self.digests = digests
  }

  /// What every entry, here or remote, depends on besides the tour's files: tourhost's
  /// version and the options that change what is found.
  static func dependencies(_ options: CheckOptions) -> String {
    [
      TourhostVersion.current, options.profile.rawValue, options.keepsPictures ? "pictures" : "", "\(options.configuration)",
      String(describing: type(of: options.measurer)),
    ].joined(separator: "\n")
  }

  /// The result kept for the configuration at `index` of `plan`, if the entry lists the
  /// script and every file loading the tour read (`plan.files`), and every file it lists is
  /// as it was. An entry that lists less is not trusted, whatever it says: it could claim a
  /// clean result for a script it never read.
  func lookUp(_ plan: TourPlan, configuration index: Int) -> CheckRunner.Played? {
    let key = cacheFile(plan)
    lock.lock()
    defer { lock.unlock() }
    if tours[key] == nil { tours[key] = read(key) }
    guard let tour = tours[key], let entry = tour.entry(plan.configurations[index]) else { return nil }
    let listed = Set(entry.files.map { tour.files[$0].path })
    guard listed.contains(plan.url.path), plan.files(plan.files, readBy: index).allSatisfy({ listed.contains($0) }) else { return nil }
    for file in entry.files where digests.of(tour.files[file].path) != tour.files[file].sha256 { return nil }
    return CheckRunner.Played(
      findings: entry.findings.map { tour.findings[$0].finding },
      markIgnores: CheckRunner.Played.markIgnores(byName: entry.markIgnores), files: entry.files.map { tour.files[$0].path })
  }

  /// Keeps what the configuration at `index` of `plan` found.
  func store(_ played: CheckRunner.Played, _ plan: TourPlan, configuration index: Int) {
    let key = cacheFile(plan)
    lock.lock()
    defer { lock.unlock() }
    var tour = tours[key] ?? read(key)
    let files = Self.dependedFiles(played, plan, index).map { path in
      tour.index(of: FileDigest(path: path, sha256: digests.of(path) ?? "missing"))
    }
    let findings = played.findings.map { tour.index(of: FindingRecord($0)) }
    tour.set(plan.configurations[index], files: files, findings: findings, markIgnores: played.markIgnoresByName)
    tours[key] = tour
    changed.insert(key)
  }

  /// The files the configuration at `index` of `plan` depends on, by path: the strings files
  /// of its locale and of the source only, unless it asked for a key no language has (another
  /// may add it), and every other file loading the tour or playing it read.
  static func dependedFiles(_ played: CheckRunner.Played, _ plan: TourPlan, _ index: Int) -> [String] {
    let read = played.files + plan.files + [plan.url.path]
    let asksUnknownKey = played.findings.contains { $0.rule == .stringUnknown }
    return Set(asksUnknownKey ? read : plan.files(read, readBy: index)).sorted()
  }

  /// Throws when the folder exists and holds anything but cache files (`<64 hex digits>.json`
  /// and the temporaries of their writes): a folder named by mistake is not written into.
  public static func checkDestination(_ folder: String) throws(OutputError) {
    try OwnedFolder.checkReplaceable(folder, what: "the check cache") { name, isFolder in
      !isFolder && (isCacheFile(name) || (name.hasPrefix(".") && name.contains(".json.tourhost-")))
    }
  }

  /// Whether `name` is the name of a cache file: 64 hex digits and `.json`.
  private static func isCacheFile(_ name: String) -> Bool {
    name.utf8.count == 69 && name.hasSuffix(".json") && name.utf8.prefix(64).allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// Writes the tours whose entries changed, each file replaced whole; a link in the folder is
  /// replaced, never written through.
  func save() throws(OutputError) {
    lock.lock()
    defer { lock.unlock() }
    guard !changed.isEmpty else { return }
    try Folder.create(folder.path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for key in changed.sorted() {
      let text = (try? encoder.encode(tours[key] ?? CacheEntries())).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
      try FileOutput.replace(folder.appendingPathComponent(key).path, with: text, writing: "the check cache", throughLinks: false)
    }
    changed = []
  }

  /// The cache file of a tour: its path and the options, hashed (once a run).
  private func cacheFile(_ plan: TourPlan) -> String {
    let path = plan.url.standardizedFileURL.path
    lock.lock()
    defer { lock.unlock() }
    if let known = keys[path] { return known }
    let key = FileDigests.hex(SHA256.hash(data: Data((path + "\n" + options).utf8))) + ".json"
    keys[path] = key
    return key
  }

  /// The largest cache file read: a tour's entries for every configuration of a big matrix
  /// take a few MB.
  static let largestFile = 256 << 20

  /// A tour's entries as the cache file has them; none when it is missing, unreadable or
  /// larger than `largestFile`.
  private func read(_ key: String) -> CacheEntries {
    guard let bytes = try? FileContents.read(folder.appendingPathComponent(key).path, most: Self.largestFile),
      let entries = try? JSONDecoder().decode(CacheEntries.self, from: Data(bytes))
    else { return CacheEntries() }
    return entries
  }
}
