import TourLua

/// Fuzz target `patterns`: the library differential. Each input is read as a few cases
/// (`LibraryCaseWriter`) that run in a state with tourhost's own string and table functions
/// and in one with stock Lua's (`LibraryDifferential`); any difference in results, errors or
/// messages is reported with the case's source.
public enum PatternFuzzer {
  /// The two states, kept for the process (a fuzzer runs one input at a time).
  nonisolated(unsafe) static var differential: LibraryDifferential?

  /// An input that starts with this line is read as cases written out, one chunk a line:
  /// how a difference once found is kept in Fuzz/regressions/patterns, readable.
  static let writtenCases = Array("--cases\n".utf8)

  /// The cases one input makes.
  public static func cases(for bytes: [UInt8]) -> [String] {
    if bytes.starts(with: writtenCases) {
      return String(decoding: bytes.dropFirst(writtenCases.count), as: UTF8.self)
        .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
    var writer = LibraryCaseWriter(FuzzedData(bytes))
    let count = 1 + bytes.count / 64
    return (0..<min(count, 16)).map { _ in writer.next() }
  }

  public static func run(_ bytes: [UInt8]) -> [String] {
    let differential = Self.differential ?? LibraryDifferential()
    Self.differential = differential
    return cases(for: bytes).compactMap { source in
      guard case .different(let ours, let stock) = differential.compare(source) else { return nil }
      return "the library differs from stock Lua on: \(source)\n  ours:  \(ours)\n  stock: \(stock)"
    }
  }
}
