import TourHostKit

/// The interactive mode could not start: the script does not load, inotify is missing, the
/// preview's port is taken. The message is the line to show.
public struct InteractiveError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
