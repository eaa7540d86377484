/// The preview could not be served (the port is taken, say).
public struct PreviewServerError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
