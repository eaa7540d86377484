import Crypto
import FoundationEssentials
import TourCore

#if canImport(Glibc)
  import Glibc
#endif

/// The SHA-256 of the files a check's caches look at, each read once a run, safe to share
/// between threads.
final class FileDigests: @unchecked Sendable {
  private let lock = ThreadLock()
  private var known: [String: String] = [:]

  /// The SHA-256 of the file at `path` in hex; nil when it cannot be read, or is not a regular
  /// file of at most `TourFolder`'s 64 MiB (an entry that names `/dev/zero` or a FIFO is not
  /// trusted, and never read).
  func of(_ path: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let digest = known[path] { return digest }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 64 << 20,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    let digest = Self.hex(SHA256.hash(data: data))
    known[path] = digest
    return digest
  }

  /// A digest's 64 hex digits, in lower case.
  static func hex(_ digest: SHA256.Digest) -> String {
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
