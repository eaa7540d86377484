import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A `tourhost` the benchmark runs: its standard output read line by line as it comes, its
/// standard input held open (closing it ends a `--watch` run), its resident memory readable.
final class ChildProcess {
  let pid: pid_t
  private let output: Int32
  private let input: Int32
  private var pending: [UInt8] = []

  /// Starts `arguments` (the first is the executable's path) in the current directory.
  init(_ arguments: [String]) throws {
    var outPipe: [Int32] = [-1, -1]
    var inPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0, pipe(&inPipe) == 0 else { throw BenchError("cannot make pipes") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, inPipe[1])
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    guard posix_spawn(&child, arguments[0], &actions, nil, argv, environ) == 0 else {
      throw BenchError("cannot start \(arguments[0])")
    }
    pid = child
    close(outPipe[1])
    close(inPipe[0])
    output = outPipe[0]
    input = inPipe[1]
  }

  /// The next line of standard output, or nil after `timeout` seconds or at its end.
  func readLine(timeout: Double) -> String? {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
    while true {
      if let newline = pending.firstIndex(of: 10) {
        defer { pending.removeSubrange(...newline) }
        return String(decoding: pending[..<newline], as: UTF8.self)
      }
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else { return nil }
      var entry = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      let count = read(output, &chunk, chunk.count)
      guard count > 0 else { return nil }
      pending += chunk[0..<count]
    }
  }

  /// Reads lines until one contains `fragment`; false after `timeout` seconds.
  func waitForLine(containing fragment: String, timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while let line = readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
      if line.contains(fragment) { return true }
    }
    return false
  }

  /// Resident memory, in kibibytes (VmRSS).
  var residentKiB: Int { ResidentMemory.kibibytes(of: String(pid)) }

  /// Closes standard input and waits for the exit; SIGKILL after `timeout` seconds.
  func finish(timeout: Double = 5) {
    close(input)
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Date() > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        break
      }
      usleep(1000)
    }
    close(output)
  }

  /// Stops it with SIGTERM.
  func terminate() {
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(input)
    close(output)
  }
}
