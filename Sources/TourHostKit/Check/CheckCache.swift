import Crypto
import Foundation

/// `--cache DIR`: what each configuration of a tour found, kept with the SHA-256 of every
/// file the run read (the script, its modules, strings, screens, captures). A configuration
/// is played again only when one of those files changed, or the check's options or
/// tourhost's version did; so a changed module or string invalidates exactly the tours that
/// read it. One file a tour (`DIR/<key>.json`), written whole or not at all.
final class CheckCache: @unchecked Sendable {
  private let folder: URL
  /// What every entry depends on besides the tour's files: tourhost's version and the
  /// options that change what is found.
  private let options: String
  private let lock = NSLock()
  /// The entries of each tour file read or written this run, by cache file.
  private var tours: [String: [String: Entry]] = [:]
  private var changed: Set<String> = []
  /// The SHA-256 of each file read this run, by path.
  private var digests: [String: String] = [:]

  init(folder: String, options: CheckOptions) {
    self.folder = URL(fileURLWithPath: folder)
    self.options = [
      TourhostVersion.current, options.profile.rawValue, options.keepsPictures ? "pictures" : "", "\(options.configuration)",
      String(describing: type(of: options.measurer)),
    ].joined(separator: "\n")
  }

  /// One configuration's result, with the files it read and their digests.
  private struct Entry: Codable {
    let files: [String: String]
    let findings: [FindingRecord]
    let markIgnores: [String: [String]]
  }

  /// The result kept for the configuration at `index` of `plan`, if every file it read is
  /// as it was.
  func lookUp(_ plan: TourPlan, configuration index: Int) -> CheckRunner.Played? {
    let key = cacheFile(plan)
    lock.lock()
    defer { lock.unlock() }
    if tours[key] == nil { tours[key] = read(key) }
    guard let entry = tours[key]?[plan.configurations[index]] else { return nil }
    for (path, digest) in entry.files where self.digest(path) != digest { return nil }
    return CheckRunner.Played(
      findings: entry.findings.map(\.finding),
      markIgnores: Dictionary(uniqueKeysWithValues: entry.markIgnores.compactMap { key, value in Int(key).map { ($0, value) } }), files: [])
  }

  /// Keeps what the configuration at `index` of `plan` found.
  func store(_ played: CheckRunner.Played, _ plan: TourPlan, configuration index: Int) {
    let key = cacheFile(plan)
    lock.lock()
    defer { lock.unlock() }
    if tours[key] == nil { tours[key] = read(key) }
    let files = Set(played.files + [plan.url.path]).sorted()
    tours[key]?[plan.configurations[index]] = Entry(
      files: Dictionary(uniqueKeysWithValues: files.map { ($0, digest($0) ?? "missing") }), findings: played.findings.map(FindingRecord.init),
      markIgnores: Dictionary(uniqueKeysWithValues: played.markIgnores.map { (String($0.key), $0.value) }))
    changed.insert(key)
  }

  /// Writes the tours whose entries changed, each file replaced whole.
  func save() throws {
    lock.lock()
    defer { lock.unlock() }
    guard !changed.isEmpty else { return }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for key in changed.sorted() {
      let data = try encoder.encode(tours[key] ?? [:])
      try FileOutput.replace(folder.appendingPathComponent(key).path, with: String(decoding: data, as: UTF8.self), writing: "the check cache")
    }
    changed = []
  }

  /// The cache file of a tour: its path and the options, hashed.
  private func cacheFile(_ plan: TourPlan) -> String {
    Self.hex(SHA256.hash(data: Data((plan.url.standardizedFileURL.path + "\n" + options).utf8))) + ".json"
  }

  /// A tour's entries as the cache file has them; none when it is missing or unreadable.
  private func read(_ key: String) -> [String: Entry] {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key).path),
      let entries = try? JSONDecoder().decode([String: Entry].self, from: data)
    else { return [:] }
    return entries
  }

  /// The SHA-256 of a file, once a run; nil when it cannot be read.
  private func digest(_ path: String) -> String? {
    if let known = digests[path] { return known }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let digest = Self.hex(SHA256.hash(data: data))
    digests[path] = digest
    return digest
  }

  private static func hex(_ digest: SHA256.Digest) -> String {
    digest.map { String(format: "%02x", $0) }.joined()
  }
}
