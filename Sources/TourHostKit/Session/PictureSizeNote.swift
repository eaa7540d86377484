import TourCore

/// Says once for each size that the screen's captured picture is shown on a screen of another
/// size (turned, fitted to a device): it is drawn at its own size, and the views may not be
/// where it shows them.
final class PictureSizeNote {
  /// The screen size last said (nil: the picture fits, or there is none).
  private var noted: Size?

  /// Records the warning on `controller` when its screen's picture does not fit it, once a size.
  func check(_ controller: CoachMarksController) {
    let screen = controller.screen
    guard let image = screen.image, let captured = screen.imageSize, captured != screen.size else {
      noted = nil
      return
    }
    guard noted != screen.size else { return }
    noted = screen.size
    let size = { (size: Size) in "\(EventSummary.format(size.width))×\(EventSummary.format(size.height))" }
    controller.record(
      .warning(
        message: "the screen's picture '\(image)' was captured at \(size(captured)) and is shown on a \(size(screen.size)) screen: "
          + "it is drawn at its own size, not stretched, and the views may not be where it shows them; capture the screen on this device"))
  }
}
