import TourCore

/// The colours of the mock app under the tour: a grouped background, containers, and
/// white controls with darker strokes and labels (so that the overlay visibly veils them and
/// the cutout shows them crisp).
package struct AppPalette {
  /// The screen's background under the views; `tourhost check` composites the overlay over it.
  package let backgroundColor: RGBAColor
  /// The background as SVG writes it (`#RRGGBB`).
  package var background: String { String(backgroundColor.hex.prefix(7)) }
  let containers: [String]
  let containerStroke: String
  let containerLabel: String
  let control: String
  let controlStroke: String
  let controlLabel: String

  package init(_ appearance: Appearance) {
    switch appearance {
    case .light:
      backgroundColor = RGBAColor(red: 0xF2, green: 0xF2, blue: 0xF7)
      containers = ["#E5E5EA", "#F2F2F7"]
      containerStroke = "#C7C7CC"
      containerLabel = "#8E8E93"
      control = "#FFFFFF"
      controlStroke = "#8E8E93"
      controlLabel = "#3A3A3C"
    case .dark:
      backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
      containers = ["#1C1C1E", "#2C2C2E"]
      containerStroke = "#3A3A3C"
      containerLabel = "#8E8E93"
      control = "#3A3A3C"
      controlStroke = "#8E8E93"
      controlLabel = "#EBEBF5"
    }
  }
}
