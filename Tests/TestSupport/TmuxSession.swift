import Foundation

/// A program running in its own tmux server (so tests never touch the user's), driven by
/// `send-keys` and read with `capture-pane`, as a person at a terminal would.
public final class TmuxSession {
  private let socket = "tourhost-test-\(UUID().uuidString.prefix(8))"
  private let name = "test"

  /// Starts `command` in a `width` × `height` terminal, in `directory`.
  public init(_ command: String, in directory: URL, width: Int = 100, height: Int = 30) throws {
    let started = try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "-c", directory.path, command])
    guard started == 0 else { throw TmuxError(message: "tmux could not start the session") }
  }

  deinit {
    _ = try? tmux(["kill-server"])
  }

  /// What the terminal shows now, line by line (trailing blank lines dropped).
  public var screen: [String] { capture(colours: false) }

  /// The screen with its colours, as escape sequences.
  public var colouredScreen: [String] { capture(colours: true) }

  private func capture(colours: Bool) -> [String] {
    let pipe = Pipe()
    _ = try? tmux(["capture-pane", "-p"] + (colours ? ["-e"] : []) + ["-t", name], output: pipe)
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    var lines = text.components(separatedBy: "\n")
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Presses keys, in tmux's names (`Right`, `Enter`, `p`).
  public func press(_ keys: String...) {
    _ = try? tmux(["send-keys", "-t", name] + keys)
  }

  /// Waits until the screen satisfies `accept`; false after `timeout` seconds.
  public func waitUntil(timeout: Double = 30, _ accept: ([String]) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if accept(screen) { return true }
      usleep(20_000)
    } while Date() < deadline
    return false
  }

  /// Whether the session still runs (its program has not exited).
  public var isRunning: Bool { (try? tmux(["has-session", "-t", name])) == 0 }

  /// Runs tmux and waits for it with `posix_spawn` and `waitpid` (Foundation's `Process` can
  /// miss the exit of a tmux client whose server lives on).
  @discardableResult
  private func tmux(_ arguments: [String], output: Pipe? = nil) throws -> Int32 {
    let argv = (["/usr/bin/tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if let output {
      posix_spawn_file_actions_adddup2(&actions, output.fileHandleForWriting.fileDescriptor, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ) == 0 else {
      throw TmuxError(message: "cannot run tmux")
    }
    try? output?.fileHandleForWriting.close()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status >> 8) & 0xFF
  }
}

/// tmux could not be driven.
public struct TmuxError: Error {
  public var message: String
}
