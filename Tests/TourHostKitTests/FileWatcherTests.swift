import Foundation
import TestSupport
import Testing
import TourHostKit

/// The inotify watcher against real files, saved the ways editors save them.
@Suite("File watcher")
struct FileWatcherTests {
  /// The files saved, once inotify has had up to a second to report them.
  func saved(_ watcher: FileWatcher) -> [String] {
    guard !Poller.readable([watcher.fileDescriptor], timeout: 1).isEmpty else { return [] }
    return watcher.savedFilesInBurst().map(\.lastPathComponent)
  }

  @Test("a rename over the file, a rewrite in place, a new file after a delete; not a delete alone")
  func saveStyles() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", "v1")
    folder.write("other.txt", "x")
    let watcher = try FileWatcher()
    watcher.watch([folder.url.appendingPathComponent("tour.lua")])

    try Data("v2".utf8).write(to: folder.url.appendingPathComponent(".tour.lua.swp"))
    _ = rename(folder.path(".tour.lua.swp"), folder.path("tour.lua"))
    #expect(saved(watcher) == ["tour.lua"])

    // Rewritten in place: the same file truncated (`write` opens it with O_TRUNC).
    folder.write("tour.lua", "v3")
    #expect(saved(watcher) == ["tour.lua"])

    try FileManager.default.removeItem(atPath: folder.path("tour.lua"))
    #expect(saved(watcher) == [])
    folder.write("tour.lua", "v4")
    #expect(saved(watcher) == ["tour.lua"])

    folder.write("other.txt", "y")
    #expect(saved(watcher) == [])
  }

  @Test("files in other folders, and a burst of saves as one batch")
  func foldersAndBursts() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", "v1")
    folder.write("lib/util.lua", "v1")
    let watcher = try FileWatcher()
    watcher.watch([folder.url.appendingPathComponent("tour.lua"), folder.url.appendingPathComponent("lib/util.lua")])
    folder.write("lib/util.lua", "v2")
    folder.write("tour.lua", "v2")
    #expect(saved(watcher) == ["util.lua", "tour.lua"])
    // Saving one file twice in a burst reports it once.
    folder.write("tour.lua", "v3")
    folder.write("tour.lua", "v4")
    #expect(saved(watcher) == ["tour.lua"])
  }

  @Test("a folder deleted and made again is watched again after refresh")
  func folderRecreated() throws {
    let folder = TemporaryDirectory()
    folder.write("lib/util.lua", "v1")
    let util = folder.url.appendingPathComponent("lib/util.lua")
    let watcher = try FileWatcher()
    watcher.watch([util])
    try FileManager.default.removeItem(atPath: folder.path("lib"))
    #expect(saved(watcher) == [])
    folder.write("lib/util.lua", "v2")
    watcher.refresh()
    folder.write("lib/util.lua", "v3")
    #expect(saved(watcher) == ["util.lua"])
  }
}
