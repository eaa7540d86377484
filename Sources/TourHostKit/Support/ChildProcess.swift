import TourLua

#if canImport(Glibc)
  import Glibc
#endif

/// A program run in a child process with `posix_spawnp`: standard input and output from and to
/// /dev/null, standard error where the caller says, no signal blocked and the usual
/// dispositions (a child started from a thread that blocks signals would inherit its mask).
public enum ChildProcess {
  /// Why a program did not start, in the system's words.
  public struct SpawnError: Error, CustomStringConvertible {
    /// The system's reason (`No such file or directory`).
    public var message: String

    public var description: String { message }
  }

  /// Starts `command` (its first word found on `PATH`) and returns its pid.
  /// - Parameters:
  ///   - standardError: the descriptor the child writes its errors to; /dev/null without one.
  ///   - ownGroup: whether the child leads a process group of its own (its id is the pid), so
  ///     that the group can be killed whole.
  public static func spawn(_ command: [String], standardError: Int32? = nil, ownGroup: Bool = false) throws(SpawnError) -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let group = ownGroup ? POSIX_SPAWN_SETPGROUP : 0
    posix_spawnattr_setflags(&attributes, Int16(group | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    if let standardError {
      posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    var pid: pid_t = 0
    let argv = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let result = posix_spawnp(&pid, command[0], &actions, &attributes, argv, environ)
    guard result == 0 else { throw SpawnError(message: String(cString: strerror(result))) }
    return pid
  }

  /// The most of a program's standard error that `run` keeps.
  public static let mostErrorBytes = 1 << 16

  /// Runs `command` to its end: its exit status (128 + the signal's number for one a signal
  /// ended) and what it wrote to standard error.
  public static func run(_ command: [String]) throws(SpawnError) -> (status: Int32, errors: String) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SpawnError(message: String(cString: strerror(errno))) }
    // The reading end stays with this process: a child that kept it would never see the end.
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    let pid: pid_t
    do { pid = try spawn(command, standardError: ends[1]) } catch {
      close(ends[0])
      close(ends[1])
      throw error
    }
    close(ends[1])
    // What a tool says is for a message: its first 64 KiB are plenty (the rest is read, and
    // dropped, so that the tool never blocks on a full pipe).
    let errors = (try? DescriptorReader.read(ends[0], most: Self.mostErrorBytes, drains: true)) ?? []
    close(ends[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7f
    return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, String(decoding: errors, as: UTF8.self))
  }
}
