import NIOCore
import Synchronization

/// How many connections the preview serves now, capped at `PreviewLimits.connections`.
final class OpenConnections: Sendable {
  private let count = Atomic<Int>(0)

  /// Counts `channel` until it closes, or refuses it when the cap is reached.
  func admit(_ channel: any Channel) -> Bool {
    guard count.add(1, ordering: .relaxed).newValue <= PreviewLimits.connections else {
      count.subtract(1, ordering: .relaxed)
      return false
    }
    channel.closeFuture.whenComplete { [self] _ in count.subtract(1, ordering: .relaxed) }
    return true
  }
}
