/// A key the page offers: a button in its row of keys (when it has a label) and the
/// keyboard keys that press it while the page has the focus. The host makes the list from
/// its own list of keys (`InteractiveKey.catalog`), so that the page, the terminal and the
/// help cannot disagree.
public struct PreviewKey: Hashable, Sendable {
  /// The name the page sends (`{"type": "key", "key": "next"}`).
  public let name: String
  /// The button's text (`Next →`); nil: no button, only keyboard keys.
  public let button: String?
  /// The button's tooltip: how the key is pressed in the terminal (`→ or Enter`).
  public let title: String
  /// Whether it is the page's main button.
  public let isPrimary: Bool
  /// The browser's names of the keyboard keys that press it (`KeyboardEvent.key`:
  /// `ArrowRight`, `Enter`, `s`, ...).
  public let browserKeys: [String]

  /// A key of the page.
  public init(name: String, button: String?, title: String, isPrimary: Bool = false, browserKeys: [String]) {
    self.name = name
    self.button = button
    self.title = title
    self.isPrimary = isPrimary
    self.browserKeys = browserKeys
  }
}
