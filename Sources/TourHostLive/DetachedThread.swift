#if canImport(Glibc)
  import Glibc
#endif

/// A thread of its own for a loop that runs as long as the process: a POSIX thread, detached.
enum DetachedThread {
  /// Starts `body` on a new thread.
  static func start(_ body: @escaping @Sendable () -> Void) {
    let work = Unmanaged.passRetained(ThreadWork(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { pointer in
        guard let pointer else { return nil }
        let work = Unmanaged<ThreadWork>.fromOpaque(pointer).takeRetainedValue()
        work.body()
        return nil
      }, work)
    guard started == 0 else {
      Unmanaged<ThreadWork>.fromOpaque(work).release()
      return
    }
    pthread_detach(thread)
  }
}

/// The body a new thread runs, handed to it through `pthread_create`'s pointer.
private final class ThreadWork {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
