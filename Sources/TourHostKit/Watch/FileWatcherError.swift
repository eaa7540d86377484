/// inotify could not be started.
public struct FileWatcherError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
