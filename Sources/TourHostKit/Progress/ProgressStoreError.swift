/// The progress database could not be opened, read or written; the message names the file.
public struct ProgressStoreError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
