import FoundationEssentials
import TourCore

/// One tour of an app file as it was loaded, kept for the next load of the app file (a save
/// in the live preview) while none of the files it read changed: an app of twenty tours then
/// loads the one that changed, not all twenty.
struct AppMember {
  let tour: LuaTour
  let stamps: [FileStamp]

  init(loading file: URL) throws(TourLoadError) {
    // Stamped before it is read: a save while it loads is a change the next load sees.
    let before = FileStamp(file)
    tour = try LuaTour(loading: file, for: CoachMarksController(screen: .standard, timeline: Timeline()))
    stamps = [before] + tour.watchedFiles.filter { $0 != file }.map(FileStamp.init)
  }

  /// `kept`, a tour loaded before from `file`, while every file it read is as it was; else
  /// the tour loaded again.
  init(loading file: URL, keeping kept: AppMember?) throws(TourLoadError) {
    if let kept, kept.isCurrent { self = kept } else { try self.init(loading: file) }
  }

  /// Whether every file it read is as it was.
  var isCurrent: Bool { stamps.allSatisfy(\.isCurrent) }
}
