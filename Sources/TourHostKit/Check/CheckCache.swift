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
  private var tours: [String: TourEntries] = [:]
  /// Each tour's cache file, by its script's path.
  private var keys: [String: String] = [:]
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

  /// A tour's cache file: every file read and every finding once, and each configuration's
  /// result as indices into them (most configurations find what others found), in arrays of
  /// strings, which read fast.
  private struct TourEntries: Codable {
    var files: [FileDigest] = []
    var findings: [FindingRecord] = []
    /// By configuration, in parallel: its label, the files it read and what it found
    /// (indices separated by spaces), and the rules its marks left out.
    var labels: [String] = []
    var read: [String] = []
    var found: [String] = []
    var markIgnores: [[String: [String]]] = []

    /// The index of `file`, added when it is new.
    mutating func index(of file: FileDigest) -> Int {
      if let known = files.firstIndex(of: file) { return known }
      files.append(file)
      return files.count - 1
    }

    /// The index of `finding`, added when it is new.
    mutating func index(of finding: FindingRecord) -> Int {
      if let known = findings.firstIndex(of: finding) { return known }
      findings.append(finding)
      return findings.count - 1
    }

    /// The entry of the configuration `label`, if it has one.
    func entry(_ label: String) -> (files: [Int], findings: [Int], markIgnores: [String: [String]])? {
      guard let at = labels.firstIndex(of: label), at < read.count, at < found.count, at < markIgnores.count else { return nil }
      return (Self.indices(read[at]), Self.indices(found[at]), markIgnores[at])
    }

    /// Sets the entry of the configuration `label`.
    mutating func set(_ label: String, files: [Int], findings: [Int], markIgnores ignores: [String: [String]]) {
      let text = { (indices: [Int]) in indices.map(String.init).joined(separator: " ") }
      if let at = labels.firstIndex(of: label), at < read.count, at < found.count, at < markIgnores.count {
        (read[at], found[at], markIgnores[at]) = (text(files), text(findings), ignores)
      } else {
        labels.append(label)
        read.append(text(files))
        found.append(text(findings))
        markIgnores.append(ignores)
      }
    }

    private static func indices(_ text: String) -> [Int] { text.split(separator: " ").compactMap { Int($0) } }
  }

  private struct FileDigest: Codable, Hashable {
    let path: String
    let sha256: String
  }

  /// The result kept for the configuration at `index` of `plan`, if every file it read is
  /// as it was.
  func lookUp(_ plan: TourPlan, configuration index: Int) -> CheckRunner.Played? {
    let key = cacheFile(plan)
    lock.lock()
    defer { lock.unlock() }
    if tours[key] == nil { tours[key] = read(key) }
    guard let tour = tours[key], let entry = tour.entry(plan.configurations[index]) else { return nil }
    for file in entry.files where file >= tour.files.count || digest(tour.files[file].path) != tour.files[file].sha256 { return nil }
    guard entry.findings.allSatisfy({ $0 < tour.findings.count }) else { return nil }
    return CheckRunner.Played(
      findings: entry.findings.map { tour.findings[$0].finding },
      markIgnores: CheckRunner.Played.markIgnores(byName: entry.markIgnores), files: [])
  }

  /// Keeps what the configuration at `index` of `plan` found.
  func store(_ played: CheckRunner.Played, _ plan: TourPlan, configuration index: Int) {
    let key = cacheFile(plan)
    lock.lock()
    defer { lock.unlock() }
    var tour = tours[key] ?? read(key)
    let files = Set(played.files + [plan.url.path]).sorted().map { path in
      tour.index(of: FileDigest(path: path, sha256: digest(path) ?? "missing"))
    }
    let findings = played.findings.map { tour.index(of: FindingRecord($0)) }
    tour.set(plan.configurations[index], files: files, findings: findings, markIgnores: played.markIgnoresByName)
    tours[key] = tour
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
      let data = try encoder.encode(tours[key] ?? TourEntries())
      try FileOutput.replace(folder.appendingPathComponent(key).path, with: String(decoding: data, as: UTF8.self), writing: "the check cache")
    }
    changed = []
  }

  /// The cache file of a tour: its path and the options, hashed (once a run).
  private func cacheFile(_ plan: TourPlan) -> String {
    let path = plan.url.standardizedFileURL.path
    lock.lock()
    defer { lock.unlock() }
    if let known = keys[path] { return known }
    let key = Self.hex(SHA256.hash(data: Data((path + "\n" + options).utf8))) + ".json"
    keys[path] = key
    return key
  }

  /// A tour's entries as the cache file has them; none when it is missing or unreadable.
  private func read(_ key: String) -> TourEntries {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key).path),
      let entries = try? JSONDecoder().decode(TourEntries.self, from: data)
    else { return TourEntries() }
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
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    for byte in digest {
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 15)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
