import FoundationEssentials

/// A tour script that cannot run at all: the file is missing, does not compile, fails while
/// loading, or does not describe a valid tour. The message names the file, and the line
/// when there is one (`tour.lua:3: '}' expected near 'en'`).
public struct TourLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the file and the line.
  public var message: String
  /// The files the failed attempt read or looked for (the script, modules, the screen file):
  /// a host that reloads on change watches them, so that fixing any of them retries.
  public var files: [URL] = []

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
