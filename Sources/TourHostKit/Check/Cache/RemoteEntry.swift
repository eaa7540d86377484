import Crypto
import FoundationEssentials

/// What an entry of the remote cache depends on, which its key is the SHA-256 of (its JSON,
/// keys sorted): tourhost's version and the check's options, the tour's file name, the
/// configurations it holds (by label, in order), and every file they read, by its path from
/// the tour's folder and its SHA-256. Paths are relative, so that two checkouts of one
/// repository share entries.
struct RemoteInputs: Codable, Equatable {
  var dependencies: String
  var tour: String
  var configurations: [String]
  /// By path.
  var files: [FileDigest]

  /// The entry's key: 64 hex digits.
  var key: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let bytes = (try? encoder.encode(self)) ?? Data()
    return FileDigests.hex(SHA256.hash(data: bytes))
  }
}

/// One entry of the remote cache: what it depends on, then each configuration's result, as a
/// cache file keeps them (`CacheEntries`, with paths from the tour's folder).
struct RemoteEntry: Codable {
  var inputs: RemoteInputs
  var results: CacheEntries

  /// An entry of `results`, in the order of `inputs`' configurations.
  init(inputs: RemoteInputs, results: [RemoteResult]) {
    self.inputs = inputs
    var entries = CacheEntries()
    for result in results {
      entries.set(
        result.label, files: result.files.map { entries.index(of: $0) }, findings: result.findings.map { entries.index(of: $0) },
        markIgnores: result.markIgnores)
    }
    self.results = entries
  }

  /// Each configuration's result, in the order of the inputs' configurations; nil when one
  /// has none, or an index of one names nothing.
  func unpacked() -> [RemoteResult]? {
    var all: [RemoteResult] = []
    for label in inputs.configurations {
      guard let entry = results.entry(label) else { return nil }
      all.append(
        RemoteResult(
          label: label, files: entry.files.map { results.files[$0] }, findings: entry.findings.map { results.findings[$0] },
          markIgnores: entry.markIgnores))
    }
    return all
  }
}

/// What one configuration found, with the files it read besides those of the key (a module it
/// required while it played, every language's strings when it asked for a key none has), each
/// checked before the result is used.
struct RemoteResult {
  var label: String
  /// By path from the tour's folder.
  var files: [FileDigest]
  var findings: [FindingRecord]
  var markIgnores: [String: [String]]
}

/// Paths from a tour's folder, as the remote cache keeps them.
struct TourFolderPaths {
  /// The tour's folder, standardised, with no `/` at its end.
  let root: String

  init(tour: URL) {
    root = tour.deletingLastPathComponent().standardizedFileURL.path
  }

  /// The path of `absolute` from the tour's folder (`strings/de.lua`, `../app/fonts/Inter.ttf`).
  func relative(_ absolute: String) -> String {
    let from = root.split(separator: "/")
    let to = URL(fileURLWithPath: absolute).standardizedFileURL.path.split(separator: "/")
    var shared = 0
    while shared < from.count, shared < to.count, from[shared] == to[shared] { shared += 1 }
    return (Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)).joined(separator: "/")
  }

  /// The absolute path of `relative`, a path from the tour's folder.
  func absolute(_ relative: String) -> String {
    URL(fileURLWithPath: root + "/" + relative).standardizedFileURL.path
  }
}
