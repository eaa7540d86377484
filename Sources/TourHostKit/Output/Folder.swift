#if canImport(Glibc)
  import Glibc
#endif

/// Folders made with `mkdir(2)`, so that a failure carries the system's reason.
enum Folder {
  /// Makes the folder at `path` and every missing folder above it (as `mkdir -p`).
  /// - Throws: why it could not be made (`not a directory`, `read-only file system`).
  static func create(_ path: String) throws(OutputError) {
    var made = ""
    for (offset, part) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
      made += (offset == 0 ? "" : "/") + part
      guard !part.isEmpty, part != ".", part != ".." else { continue }
      if mkdir(made, 0o755) != 0, errno != EEXIST {
        throw OutputError(what: "", destination: made, errno: errno)
      }
    }
    var info = stat()
    guard stat(path, &info) == 0 else { throw OutputError(what: "", destination: path, errno: errno) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputError(what: "", destination: path, errno: ENOTDIR) }
  }
}
