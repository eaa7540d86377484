/// Instructions' default colours (instructions-behaviour.md, section 8.4).
public struct DefaultPalette: Hashable, Sendable {
  public var overlay: RGBAColor
  public var inner: RGBAColor
  public var highlightedInner: RGBAColor
  public var border: RGBAColor
  public var text: RGBAColor

  public init(_ appearance: Appearance) {
    switch appearance {
    case .light:
      overlay = RGBAColor(red: 0xE8, green: 0xE8, blue: 0xE8, alpha: 0xA6)  // 65%
      inner = RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)
      highlightedInner = RGBAColor(red: 0xF2, green: 0xF2, blue: 0xF2)
      border = RGBAColor(red: 0xE3, green: 0xE3, blue: 0xE3)
      text = RGBAColor(red: 0x22, green: 0x22, blue: 0x22)
    case .dark:
      overlay = RGBAColor(red: 0x32, green: 0x32, blue: 0x32, alpha: 0xBF)  // 75%
      inner = RGBAColor(red: 0xD1, green: 0xD1, blue: 0xD6)  // systemGray4, resolved light
      highlightedInner = RGBAColor(red: 0xAE, green: 0xAE, blue: 0xB2)  // systemGray2, resolved light
      border = RGBAColor(red: 0x8E, green: 0x8E, blue: 0x93)  // systemGray
      text = RGBAColor(red: 0x00, green: 0x00, blue: 0x00)
    }
  }
}
