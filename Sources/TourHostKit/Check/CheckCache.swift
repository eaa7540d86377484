import Crypto
import Foundation

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
    /// An entry counts only when each of its indices names a file or a finding of the
    /// cache file; anything else (a negative index, one past the end, a word) voids it.
    func entry(_ label: String) -> (files: [Int], findings: [Int], markIgnores: [String: [String]])? {
      guard let at = labels.firstIndex(of: label), at < read.count, at < found.count, at < markIgnores.count,
        let files = Self.indices(read[at], below: self.files.count), let findings = Self.indices(found[at], below: self.findings.count)
      else { return nil }
      return (files, findings, markIgnores[at])
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

    /// The indices of `text`, each from 0 to `count - 1`; nil when one is not.
    private static func indices(_ text: String, below count: Int) -> [Int]? {
      var indices: [Int] = []
      for word in text.split(separator: " ") {
        guard let index = Int(word), index >= 0, index < count else { return nil }
        indices.append(index)
      }
      return indices
    }
  }

  private struct FileDigest: Codable, Hashable {
    let path: String
    let sha256: String
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
    for file in entry.files where digest(tour.files[file].path) != tour.files[file].sha256 { return nil }
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
    // A configuration depends on the strings files of its locale and of the source only; one
    // that asked for a key no language has depends on every language (another may add it).
    let read = played.files + plan.files + [plan.url.path]
    let asksUnknownKey = played.findings.contains { $0.rule == .stringUnknown }
    let files = Set(asksUnknownKey ? read : plan.files(read, readBy: index)).sorted().map { path in
      tour.index(of: FileDigest(path: path, sha256: digest(path) ?? "missing"))
    }
    let findings = played.findings.map { tour.index(of: FindingRecord($0)) }
    tour.set(plan.configurations[index], files: files, findings: findings, markIgnores: played.markIgnoresByName)
    tours[key] = tour
    changed.insert(key)
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
      let text = (try? encoder.encode(tours[key] ?? TourEntries())).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
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
    let key = Self.hex(SHA256.hash(data: Data((path + "\n" + options).utf8))) + ".json"
    keys[path] = key
    return key
  }

  /// The largest cache file read: a tour's entries for every configuration of a big matrix
  /// take a few MB.
  static let largestFile = 256 << 20

  /// A tour's entries as the cache file has them; none when it is missing, unreadable or
  /// larger than `largestFile`.
  private func read(_ key: String) -> TourEntries {
    guard let bytes = try? FileContents.read(folder.appendingPathComponent(key).path, most: Self.largestFile),
      let entries = try? JSONDecoder().decode(TourEntries.self, from: Data(bytes))
    else { return TourEntries() }
    return entries
  }

  /// The SHA-256 of a file, once a run; nil when it cannot be read, or is not a regular file
  /// of at most `TourFolder`'s 64 MiB (an entry that names `/dev/zero` or a FIFO is not
  /// trusted, and never read).
  private func digest(_ path: String) -> String? {
    if let known = digests[path] { return known }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 64 << 20,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
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
