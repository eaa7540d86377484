import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// What the system says of a file without reading it (its device, inode, size and times of
/// change), to tell that it is as it was: an editor's save renames a new file over it (another
/// inode) or writes it in place (another modification time, to the nanosecond).
struct FileStamp: Equatable {
  let path: String
  private let fields: [Int]

  /// The file's stamp now; a file that is not there has a stamp of its own, so that a file
  /// made later is a change.
  init(_ url: URL) {
    path = url.path
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      fields = []
      return
    }
    fields = [
      Int(status.st_dev), Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec,
      status.st_ctim.tv_sec, status.st_ctim.tv_nsec,
    ]
  }

  /// Whether the file is as it was when this stamp was taken.
  var isCurrent: Bool { FileStamp(URL(fileURLWithPath: path)) == self }
}
