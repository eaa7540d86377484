import TourCore

/// What `tourhost render` was asked to do.
public struct RenderOptions: Sendable {
  public var run: HeadlessOptions
  /// The folder the pictures go to (created when missing).
  public var output: String
  /// Instants to picture, in seconds on the tour's clock, besides every shown mark.
  public var instants: [Double]
  /// Write a PNG next to each SVG when rsvg-convert is available.
  public var png: Bool
  /// The PNGs' scale (2 gives 2 pixels a point).
  public var pngScale: Double
  /// Every mark on one contact sheet, as a PNG at this path (`--sheet`).
  public var sheet: String?
  /// More rows of the contact sheet: the tour played again seen so (`--sheet-row`).
  public var sheetRows: [TourEnvironment] = []
  /// The run as the preview plays it, animations included, as an MP4 at this path (`--video`).
  public var video: String?

  public init(
    run: HeadlessOptions, output: String, instants: [Double] = [], png: Bool = true, pngScale: Double = 2, sheet: String? = nil,
    video: String? = nil
  ) {
    self.sheet = sheet
    self.video = video
    self.run = run
    self.output = output
    self.instants = instants
    self.png = png
    self.pngScale = pngScale
  }
}
