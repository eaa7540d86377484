/// What the preview takes from a client, at most (docs/SECURITY.md's limits table).
public enum PreviewLimits {
  /// A request line longer than this is answered `414 URI Too Long` at once.
  public static let requestLineBytes = 8_192
  /// A request head (request line and headers) longer than this is answered
  /// `431 Request Header Fields Too Large` at once, as nginx and Node answer theirs.
  public static let headBytes = 16_384
  /// A WebSocket message (one frame or a fragmented message put together) longer than this
  /// closes the socket with 1009: a preview message is a key, a tap or a command.
  public static let messageBytes = 65_536
  /// A connection that sends no request head for this long (from when it opens, or from its
  /// last answer) is closed.
  public static let headSeconds: Int64 = 10
  /// The most connections served at once; one more is closed as it opens.
  public static let connections = 512
}
