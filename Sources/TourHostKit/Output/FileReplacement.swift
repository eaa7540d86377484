import FoundationEssentials
import TourCore

#if canImport(Glibc)
  import Glibc
#endif

extension FileOutput {
  /// Writes `text` as the whole of `path` without ever leaving it half written: into a new
  /// file beside it, synced to disk, then renamed over it, so that a kill or a full disk leaves
  /// the old file as it was (a baseline stays a baseline). A path that is not a regular file
  /// (`/dev/null`, `/dev/stdout`, a FIFO) is written in place, as it is; a symbolic link is
  /// followed, and its target replaced.
  /// - Parameter throughLinks: false in a folder tourhost fills (the check's cache): a link
  ///   or a special file there is replaced by the new file, never written through.
  public static func replace(_ path: String, with text: String, writing what: String, throughLinks: Bool = true) throws(OutputError) {
    var target = path
    var status = stat()
    if throughLinks, lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    if throughLinks, stat(target, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
      let output = try open(path, writing: what)
      try output.write(text)
      try output.close()
      return
    }
    let folder = target.parentFolder
    let temporary = temporaryPath(beside: target)
    let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputError(what: what, destination: path, errno: errno) }
    let output = FileOutput(descriptor: descriptor, what: what, destination: path)
    do throws(OutputError) {
      try output.write(text)
      guard fsync(descriptor) == 0 else { throw OutputError(what: what, destination: path, errno: errno) }
      try output.close()
      guard rename(temporary, target) == 0 else { throw OutputError(what: what, destination: path, errno: errno) }
    } catch {
      _ = Glibc.close(descriptor)
      unlink(temporary)
      throw error
    }
    syncFolder(folder.isEmpty ? "." : folder)
    removeLeftovers(of: target)
  }

  /// A new name beside `target` to write it under before the rename; this process's id in it
  /// lets `removeLeftovers` tell a dead run's file from a live one's.
  static func temporaryPath(beside target: String) -> String {
    let folder = target.parentFolder
    return (folder.isEmpty ? "." : folder) + "/." + target.fileName
      + ".tourhost-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  }

  /// Removes the temporaries that runs killed before their rename left beside `target`.
  static func removeLeftovers(of target: String) {
    let folder = target.parentFolder
    let prefix = "." + target.fileName + ".tourhost-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), kill(pid, 0) != 0, errno == ESRCH else { continue }
      unlink((folder.isEmpty ? "." : folder) + "/" + name)
    }
  }

  /// Makes a rename in `folder` durable (its entry written to disk).
  static func syncFolder(_ folder: String) {
    let descriptor = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = Glibc.close(descriptor)
  }
}
