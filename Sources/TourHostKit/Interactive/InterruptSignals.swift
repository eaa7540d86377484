#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT and SIGTERM, the two signals a person or CI stops tourhost with.
public enum InterruptSignals {
  /// Sends both to `handler`, and unblocks them in the calling thread: a parent may have
  /// started tourhost with them blocked (Foundation's Process does), and a blocked signal
  /// would wait for ever.
  public static func install(_ handler: @convention(c) (Int32) -> Void) {
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}
