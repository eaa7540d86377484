/// Why a page could not be captured.
public struct PageCaptureError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, in a sentence.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
