import TourCore

/// One element of a capture, as its format gives it: absolute frame in the capture's units
/// (points, or pixels for Android), its identifier, its human text, and whether the source
/// says it is shown.
struct CapturedElement {
  /// The source's type (`Button`, `android.widget.TextView`, `div`).
  var type: String
  /// What names it for a tour: an accessibility identifier, a resource id's entry, a
  /// `data-tour`; nil when the source gives none.
  var identifier: String?
  /// What a person reads: a label, a content description, a text.
  var label: String?
  /// The frame, absolute, in the capture's units.
  var frame: Rect
  /// Whether the source says it is shown (`visible`, `displayed`); unknown counts as shown.
  var isShown: Bool
  var children: [CapturedElement]
  /// Whether the source says it scrolls its children: its content's size (nil: as far as
  /// its children reach) and offset, in the capture's units.
  var scroll: (contentSize: Size?, offset: Point)?

  /// The scroll containers of the sources that name them by type: iOS's scroll views, tables
  /// and collection views.
  static let scrollingTypes: Set<String> = ["ScrollView", "Table", "CollectionView"]
}

/// What a format yields before it becomes a screen: the root's size, the elements under it,
/// and where the system bars are, in the capture's units.
struct Capture {
  /// The screen's size in the capture's units (the Application, the root node, the window).
  var size: Size
  var elements: [CapturedElement]
  /// The status bar's and the bottom bar's (home indicator, navigation bar) frames, when the
  /// capture shows them.
  var statusBar: Rect?
  var bottomBar: Rect?
  /// Pixels per point, when the capture says (never for the formats read so far).
  var scale: Double?
  /// Whether the capture is in pixels (Android), so that a scale must be given.
  var isInPixels: Bool
  /// The format's name, for messages.
  var format: CaptureFormat
}
