import FoundationEssentials
import TourCore
import TourImport

/// A view the app adds while the tour runs (the `add` input command, `ctl.screen:addView`):
/// the view, where it goes, and on which screen.
public struct AddedView: Hashable, Sendable {
  /// The view to add.
  public var view: ScreenView
  /// The id or key path of the view it goes under; nil for the top level.
  public var parent: String?
  /// The screen it goes on (a tour of several screens); nil for the shown one.
  public var screen: String?

  /// Reads `{"id": "banner", "frame": [16, 80, 358, 60], "parent": "list"}`: a view as a
  /// screen file writes one, with `parent` and `screen`.
  public init(json text: String) throws(AddedViewError) {
    do {
      self = try ScreenDecoder.addedView(try PlainValue.parseJSON(Data(text.utf8)))
    } catch {
      throw AddedViewError(message: error.message)
    }
  }

  init(view: ScreenView, parent: String?, screen: String?) {
    self.view = view
    self.parent = parent
    self.screen = screen
  }
}
