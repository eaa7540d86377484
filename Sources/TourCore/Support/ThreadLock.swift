#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock for state that threads share (a POSIX mutex), for the types whose lock is held
/// across more than one statement; `Mutex` of the Synchronization module where a value is
/// locked with its state.
public final class ThreadLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Waits for the lock and takes it.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Gives the lock back.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// `body`'s result, run holding the lock.
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
