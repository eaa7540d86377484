import TourHostKit
import TourPreview

extension InteractiveKey {
  /// The keys the preview page offers, from the one list of keys: every key with a button or
  /// a keyboard key on the page (all but quit), `next` the main button.
  public static var previewKeys: [PreviewKey] {
    onPage.map { info in
      PreviewKey(name: info.key.rawValue, button: info.button, title: info.label, isPrimary: info.key == .next, browserKeys: info.browserKeys)
    }
  }
}
