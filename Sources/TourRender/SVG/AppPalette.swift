import TourCore

/// The colours of the mock app under the tour: a grouped background, containers, and
/// white controls with darker strokes and labels (so that the overlay visibly veils them and
/// the cutout shows them crisp).
package struct AppPalette {
  /// The screen's background under the views (`#RRGGBB`); `tourhost check` composites the
  /// overlay over it.
  package let background: String
  let containers: [String]
  let containerStroke: String
  let containerLabel: String
  let control: String
  let controlStroke: String
  let controlLabel: String

  package init(_ appearance: Appearance) {
    switch appearance {
    case .light:
      background = "#F2F2F7"
      containers = ["#E5E5EA", "#F2F2F7"]
      containerStroke = "#C7C7CC"
      containerLabel = "#8E8E93"
      control = "#FFFFFF"
      controlStroke = "#8E8E93"
      controlLabel = "#3A3A3C"
    case .dark:
      background = "#000000"
      containers = ["#1C1C1E", "#2C2C2E"]
      containerStroke = "#3A3A3C"
      containerLabel = "#8E8E93"
      control = "#3A3A3C"
      controlStroke = "#8E8E93"
      controlLabel = "#EBEBF5"
    }
  }
}
