import FoundationEssentials

/// The results of a tour's configurations as a cache keeps them (a cache file, the results of
/// a server's entry): every file read and every finding once, and each configuration's
/// result as indices into them (most configurations find what others found), in arrays of
/// strings, which read fast.
struct CacheEntries: Codable {
  var files: [FileDigest] = []
  var findings: [FindingRecord] = []
  /// By configuration, in parallel: its label, the files it read and what it found
  /// (indices separated by spaces), and the rules its marks left out.
  var labels: [String] = []
  var read: [String] = []
  var found: [String] = []
  var markIgnores: [[String: [String]]] = []

  private enum CodingKeys: String, CodingKey { case files, findings, labels, read, found, markIgnores }

  init() {}

  /// The findings and the lists of strings read string by string from unkeyed containers:
  /// decoding a `[String]` or a `[FindingRecord]` goes through the generic decode, a decoder
  /// made for each element.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    files = try container.decode([FileDigest].self, forKey: .files)
    var list = try container.nestedUnkeyedContainer(forKey: .findings)
    while !list.isAtEnd {
      var fields = try list.nestedUnkeyedContainer()
      findings.append(try FindingRecord(fields: &fields))
    }
    labels = try Self.strings(container, .labels)
    read = try Self.strings(container, .read)
    found = try Self.strings(container, .found)
    markIgnores = try container.decode([[String: [String]]].self, forKey: .markIgnores)
  }

  private static func strings(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> [String] {
    var list = try container.nestedUnkeyedContainer(forKey: key)
    var strings: [String] = []
    strings.reserveCapacity(list.count ?? 0)
    while !list.isAtEnd { strings.append(try list.decode(String.self)) }
    return strings
  }

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

/// A file a result depends on, by its path, and its SHA-256 as it was.
struct FileDigest: Codable, Hashable {
  let path: String
  let sha256: String
}
