import FoundationEssentials
import NIOConcurrencyHelpers

/// The port the server listens on, once it is known (a request before then is refused).
package final class ListeningPort: @unchecked Sendable {
  private let lock = NIOLock()
  private var port: UInt16?

  package init(_ port: UInt16?) {
    self.port = port
  }

  package var value: UInt16? {
    get { lock.withLock { port } }
    set { lock.withLock { port = newValue } }
  }
}
