import Dispatch
import FoundationEssentials
import TourCore

#if canImport(Glibc)
  import Glibc
#endif

/// Watches files for saves with inotify, through watches on their folders: a watch on a file
/// dies with the first atomic save (write a temporary file, rename it over the old one),
/// while its folder's watch sees the rename. A file counts as saved when a writer closes it
/// (a rewrite in place, or a file created anew after a delete) or when a file is moved onto
/// its name; a delete alone is not a save.
///
/// The watcher does not block: poll its `fileDescriptor`, then call `savedFiles()`.
public final class FileWatcher {
  /// Readable when inotify has events.
  public let fileDescriptor: Int32
  /// Watch descriptors by folder path, and the names watched in each.
  private var folders: [String: Int32] = [:]
  private var paths: [Int32: String] = [:]
  private var files: Set<String> = []
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

  /// The events that mean a file holds its new contents, and what keeps the folder watch honest.
  private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

  public init() throws {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw FileWatcherError("cannot start inotify (\(String(cString: strerror(errno))))") }
    fileDescriptor = fd
  }

  deinit {
    close(fileDescriptor)
  }

  /// Watches exactly these files (from now on). Files whose folder does not exist are
  /// skipped until a later call finds the folder.
  public func watch(_ urls: [URL]) {
    let wanted = Set(urls.map { $0.path.standardizedPath })
    files = wanted
    let wantedFolders = Set(wanted.map { $0.parentFolder })
    for (folder, wd) in folders where !wantedFolders.contains(folder) {
      inotify_rm_watch(fileDescriptor, wd)
      folders[folder] = nil
      paths[wd] = nil
    }
    for folder in wantedFolders where folders[folder] == nil {
      let wd = inotify_add_watch(fileDescriptor, folder, Self.mask)
      guard wd >= 0 else { continue }
      folders[folder] = wd
      paths[wd] = folder
    }
  }

  /// The watched files saved since the last call, each once, in the order they were saved.
  /// Reads what inotify has now and returns at once.
  public func savedFiles() -> [URL] {
    var saved: [String] = []
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      while offset + 16 <= count {
        let (wd, mask, length) = buffer.withUnsafeBytes { bytes in
          (
            bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
        offset += 16 + length
        if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
          // The folder went away: forget it; a later `watch` adds it again if it comes back.
          if let folder = paths.removeValue(forKey: wd) { folders[folder] = nil }
          continue
        }
        guard let folder = paths[wd], !nameBytes.isEmpty else { continue }
        let path = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
        if files.contains(path), !saved.contains(path) { saved.append(path) }
      }
    }
    return saved.map { URL(fileURLWithPath: $0) }
  }

  /// The watched files saved in the burst of events that has begun: reads events until none
  /// has come for `quiet` seconds, or `limit` seconds have passed, so that a save touching
  /// several files (or an editor's several steps) makes one reload.
  public func savedFilesInBurst(quiet: Double = 0.002, limit: Double = 0.025) -> [URL] {
    var saved = savedFiles()
    let start = DispatchTime.now().uptimeNanoseconds
    while Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < limit {
      guard !Poller.readable([fileDescriptor], timeout: quiet).isEmpty else { break }
      for url in savedFiles() where !saved.contains(url) { saved.append(url) }
    }
    return saved
  }

  /// Watches the folders of the watched files again (after a folder was deleted and made anew).
  public func refresh() {
    watch(files.map { URL(fileURLWithPath: $0) })
  }
}
