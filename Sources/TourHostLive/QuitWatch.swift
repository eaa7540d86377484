import FoundationEssentials
import Synchronization
import TourCore
import TourHostKit
import TourPreview

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps q, Ctrl-C and SIGTERM answered within a second whatever the script does. The loop
/// that runs the tour also runs Lua, and a script can keep it busy for seconds (a hook at its
/// time limit, hooks that call each other at one instant); this watch runs on a thread of its
/// own, serves the terminal and the signals while that loop does not, and ends the process,
/// with the terminal put back, when a quit it was asked for is not served in time.
///
/// The loop reports its signs of life (`beat`, and `waiting` while it sleeps in `poll`, when
/// it answers at once). When it has been busy longer than `stuckAfter`, the watch reads what
/// the terminal holds: `q` (outside a `:` command line) quits at once; other bytes are kept
/// for the loop (`takeKeys`), and the watch wakes the loop (`wakeDescriptor`, which it polls
/// beside the terminal), so that keys it took just before the loop went to sleep are not left
/// waiting there (a loaded machine lost an Enter so). A signal not served within `grace` quits.
final class QuitWatch: @unchecked Sendable {
  /// When SIGINT or SIGTERM arrived (monotonic milliseconds; 0 for none), set by the handler.
  static let signalled = Atomic<Int64>(0)
  /// How long a quit may wait for the loop.
  static let grace: Int64 = 900
  /// How long the loop may be busy before the watch serves the terminal.
  static let stuckAfter: Int64 = 400

  private let beat = Atomic<Int64>(0)
  private let waiting = Atomic<Bool>(true)
  private let typing = Atomic<Bool>(false)
  private let finished = Atomic<Bool>(false)
  private let lock = ThreadLock()
  private var keys: [UInt8] = []
  private let terminal: Terminal
  /// Signalled when the watch took keys for the loop.
  private let wake = WakePipe()

  init(terminal: Terminal) {
    self.terminal = terminal
  }

  /// Readable when the watch took keys for the loop: the loop polls it and then `takeKeys`.
  var wakeDescriptor: Int32 { wake.descriptor }

  /// Empties the wake pipe (its bytes only say that keys wait).
  func drainWake() { wake.drain() }

  /// Monotonic milliseconds (async-signal-safe: the signal handler calls it).
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
  }

  /// Starts the watch's thread.
  func start() {
    DetachedThread.start { [self] in watch() }
  }

  /// The loop is alive and busy from now (running the tour), with a command line open or not.
  func busy(typing: Bool) {
    beat.store(Self.now(), ordering: .relaxed)
    self.typing.store(typing, ordering: .relaxed)
    waiting.store(false, ordering: .relaxed)
  }

  /// The loop sleeps in `poll`, where keys and signals wake it.
  func sleeping() { waiting.store(true, ordering: .relaxed) }

  /// The loop has ended; the watch does nothing more.
  func finish() { finished.store(true, ordering: .relaxed) }

  /// The bytes the watch read from the terminal while the loop was busy, for the loop.
  func takeKeys() -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    defer { keys = [] }
    return keys
  }

  private func watch() {
    while !finished.load(ordering: .relaxed) {
      usleep(50_000)
      let now = Self.now()
      let signal = Self.signalled.load(ordering: .relaxed)
      if signal != 0, now - signal > Self.grace { quit(.interrupted) }
      let stuck = !waiting.load(ordering: .relaxed) && now - beat.load(ordering: .relaxed) > Self.stuckAfter
      guard stuck, let bytes = pendingKeys() else { continue }
      if !typing.load(ordering: .relaxed), bytes.contains(UInt8(ascii: "q")) { quit(.success) }
      lock.lock()
      keys += bytes
      lock.unlock()
      wake.signal()
    }
  }

  /// What the terminal holds now, read without waiting; nil when nothing.
  private func pendingKeys() -> [UInt8]? {
    var count: Int32 = 0
    guard ioctl(STDIN_FILENO, UInt(FIONREAD), &count) == 0, count > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(count))
    let read = Glibc.read(STDIN_FILENO, &bytes, bytes.count)
    return read > 0 ? Array(bytes[0..<read]) : nil
  }

  /// Puts the terminal back and ends the process, whatever the loop is doing.
  private func quit(_ status: ExitStatus) {
    guard !finished.load(ordering: .relaxed) else { return }
    terminal.restore()
    _exit(status.rawValue)
  }
}
