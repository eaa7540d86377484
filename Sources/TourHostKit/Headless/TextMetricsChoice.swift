import TourCore
import TourRender

/// Which text metrics the host uses.
public enum TextMetricsChoice {
  /// DejaVu Sans through FreeType, the font the pictures are drawn in, when it is installed
  /// (Debian: fonts-dejavu-core); otherwise a fixed estimate, so that runs still work.
  public static var standard: any TextMeasuring { TextStack.standard.measurer }

  /// Whether the real font was found.
  public static var usesFont: Bool { TextStack.standard.fonts != nil }
}
