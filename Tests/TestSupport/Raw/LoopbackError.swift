/// A loopback connection failed; the message says how.
public struct LoopbackError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
