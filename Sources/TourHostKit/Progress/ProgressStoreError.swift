/// The progress database could not be opened, read or written; the message names the file.
public struct ProgressStoreError: Error, CustomStringConvertible {
  public var description: String
  /// There is no database at the path (only `ProgressStore(existingAt:readOnly:)` says so).
  public var isMissing: Bool

  init(_ description: String, isMissing: Bool = false) {
    self.description = description
    self.isMissing = isMissing
  }
}
