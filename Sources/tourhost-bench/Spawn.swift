import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program run to its end with its output thrown away, timed from spawn to exit.
enum Spawn {
  /// Runs `arguments` (the first is the executable's path), standard input and output on
  /// /dev/null; returns the wall time in seconds and the exit status.
  static func timed(_ arguments: [String]) throws -> (seconds: Double, status: Int32) {
    let run = try measured(arguments)
    return (run.seconds, run.status)
  }

  /// Runs `arguments` in `folder` (this process's folder when nil), standard input and output
  /// on /dev/null; returns the wall time in seconds, the exit status and the child's peak
  /// resident memory in KiB.
  static func measured(_ arguments: [String], in folder: URL? = nil) throws -> (seconds: Double, status: Int32, peakKiB: Int) {
    // The child starts in this process's folder (Swift's Glibc has no posix_spawn chdir).
    let previous = FileManager.default.currentDirectoryPath
    if let folder, !FileManager.default.changeCurrentDirectoryPath(folder.path) { throw BenchError("cannot enter \(folder.path)") }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&child, arguments[0], &actions, nil, argv, environ) == 0 else {
      throw BenchError("cannot start \(arguments[0])")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) == -1 && errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (seconds, (status >> 8) & 0xff, usage.ru_maxrss)
  }
}
