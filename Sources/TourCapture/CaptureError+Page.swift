import TourHostKit

/// Why a page could not be captured.
public struct PageCaptureError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, in a sentence.
  public let description: String
  /// The exit status it gives: 2 (the page cannot be loaded or captured) unless said.
  public let status: ExitStatus

  init(_ description: String, status: ExitStatus = .unusable) {
    self.description = description
    self.status = status
  }

  /// Ctrl-C or SIGTERM came: the browser was stopped.
  static let interrupted = PageCaptureError("interrupted; the browser was stopped", status: .interrupted)
}
