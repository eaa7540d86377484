extension StringProtocol {
  /// The text's lines, split at "\n" and at "\r\n" (which Swift reads as one character, so a
  /// plain split at "\n" would keep a file with Windows line endings as one line).
  public var textLines: [SubSequence] {
    split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }
}
