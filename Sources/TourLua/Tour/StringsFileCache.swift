import FoundationEssentials
import TourCore

/// The strings files a process has parsed, by the bytes they were read from (a check's
/// configurations each load the tour's strings: a `res` folder of 134 languages is 6 MB of XML).
enum StringsFileCache {
  /// What a table was read from: the strings' path, the source language the tour gives, and
  /// each file's name and bytes.
  struct Key: ParsedBytesKey {
    var path: String
    var sourceLanguage: String
    var files: [String]
    var contents: [Data]

    var byteCount: Int { contents.reduce(0) { $0 + $1.count } }
  }

  /// A check of an app reads a few strings files, a live run one.
  static let shared = ParsedBytesCache<Key, StringTable>(most: 4, mostBytes: 256 << 20)
}
