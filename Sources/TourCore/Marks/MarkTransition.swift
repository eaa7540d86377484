/// How the flow goes from one mark to the next.
public enum MarkTransition: String, Hashable, Sendable, CaseIterable {
  /// Instructions': the mark fades out, the next fades in.
  case fade
  /// driver.js's: the mark stays until the next is laid out, then the cutout changes its shape
  /// into the next one's and the bubble slides there while its text cross-fades. With Reduce
  /// Motion it is a cross-fade in place.
  case move
}
