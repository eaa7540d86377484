import FoundationEssentials
import TourCore

#if canImport(Glibc)
  import Glibc
#endif

/// A folder tourhost fills (a check's report, its cache). tourhost replaces such a folder, or
/// writes into it, only when it holds nothing but what tourhost writes there: a folder named
/// by mistake (the tours' own, the current one) is refused, never emptied.
enum OwnedFolder {
  /// What a folder of tourhost's may hold: a name at its top (`index.html`), and whether it
  /// is a folder; the entries of a subfolder are asked with their path (`pictures/a.svg`).
  typealias Owns = (_ relativePath: String, _ isFolder: Bool) -> Bool

  /// The most entries looked at before a folder is said to hold too many to be tourhost's.
  static let mostEntries = 100_000

  /// Throws when `path` exists and is not a folder tourhost could have written: a link, a
  /// file, or a folder holding something `owns` does not accept (named in the message, at
  /// most three of them, sorted). A missing or empty folder is fine.
  static func checkReplaceable(_ path: String, what: String, owns: Owns) throws(OutputError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    let kind = status.st_mode & S_IFMT
    guard kind != S_IFLNK else {
      throw OutputError(what: what, destination: path, reason: "it is a link; name the folder itself")
    }
    guard kind == S_IFDIR else {
      throw OutputError(what: what, destination: path, reason: "it is a file, not a folder tourhost made")
    }
    var strangers: [String] = []
    var seen = 0
    func walk(_ folder: String, _ prefix: String) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() {
        seen += 1
        guard seen <= mostEntries else { return }
        var entry = stat()
        let full = folder + "/" + name
        let kind = lstat(full, &entry) == 0 ? entry.st_mode & S_IFMT : 0
        let relative = prefix + name
        if (kind == S_IFDIR || kind == S_IFREG) && owns(relative, kind == S_IFDIR) {
          if kind == S_IFDIR { walk(full, relative + "/") }
        } else {
          strangers.append(kind == S_IFLNK ? "\(relative), a link" : relative)
        }
      }
    }
    walk(path, "")
    if seen > mostEntries { strangers.append("more than \(mostEntries) entries") }
    guard !strangers.isEmpty else { return }
    let shown = strangers.prefix(3).joined(separator: ", ") + (strangers.count > 3 ? " and \(strangers.count - 3) more" : "")
    throw OutputError(
      what: what, destination: path,
      reason: "the folder holds files tourhost did not write (\(shown)); name a new folder, or an empty one")
  }

  /// Removes what runs that were killed left beside `path`: `path.tourhost-building-PID` and
  /// `path.tourhost-old-PID` of processes that no longer exist.
  static func sweepLeftovers(of path: String) {
    let folder = path.parentFolder
    let parent = folder.isEmpty ? "." : folder
    let base = path.fileName
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    for name in names {
      for kind in ["building", "old"] {
        let prefix = base + ".tourhost-\(kind)-"
        guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)), pid > 0, kill(pid, 0) != 0, errno == ESRCH else {
          continue
        }
        try? FileManager.default.removeItem(atPath: parent + "/" + name)
      }
    }
  }
}
