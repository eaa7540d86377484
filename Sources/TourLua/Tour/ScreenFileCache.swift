import FoundationEssentials
import TourCore

/// The screen files and captures a process has parsed, by their bytes: a live run loads its
/// tour again at each save, and once more to find the step on show; a check loads it in every
/// configuration. A capture of an Android screen is hundreds of kilobytes of XML.
enum ScreenFileCache {
  /// What a screen was read from: the file's bytes, as what, and what the reading depended on.
  struct Key: ParsedBytesKey {
    enum Format: Equatable {
      case json
      /// A capture of the app's screen, read with its scale and safe area.
      case capture(scale: Double?, safeArea: EdgeInsets?)
    }

    var bytes: Data
    var format: Format
    /// The direction of a screen that gives none.
    var direction: LayoutDirection

    var byteCount: Int { bytes.count }
  }

  /// An app's tours name a few dozen screens.
  static let shared = ParsedBytesCache<Key, Screen>(most: 64, mostBytes: 256 << 20)
}
