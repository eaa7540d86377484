import TourCore

/// Keeps a picture of the scene each time a mark has appeared (its `ShownMark`'s), and at
/// chosen instants.
final class SceneCapture {
  struct Picture {
    var name: String
    var scene: Scene
  }

  weak var session: TourSession?
  private(set) var pictures: [Picture] = []
  /// Whether the pictures are of an app's tours: each mark's name begins with its tour's id
  /// (`cart_tips-mark-1`).
  var namesTours = false

  /// Keeps the picture of a mark that appeared.
  func observe(_ event: SessionEvent) {
    guard case .shown(let shown) = event else { return }
    var name = shown.change == .none ? "mark-\(shown.index)" : "mark-\(shown.index)-\(shown.change.rawValue)"
    if namesTours, let tour = session?.tour.id { name = tour + "-" + name }
    pictures.append(Picture(name: name, scene: shown.scene))
  }

  /// Whether a picture is of a mark that appeared (not of an instant).
  static func isMark(_ picture: Picture) -> Bool { !picture.name.hasPrefix("at-") }

  /// Pictures the scene now.
  func capture(_ name: String) {
    guard let session else { return }
    pictures.append(Picture(name: name, scene: session.scene()))
  }

  /// Pictures the scene at each instant as the clock passes it (without holding settling).
  func schedule(_ instants: [Double], on timeline: Timeline) {
    for seconds in instants.sorted() {
      timeline.schedule(at: Instant(microseconds: Int64((seconds * 1_000_000).rounded())), kind: .observer) { [weak self] in
        self?.capture("at-" + Self.label(seconds) + "s")
      }
    }
  }

  /// `1.5` gives `1.500`: instants sort as text too.
  static func label(_ seconds: Double) -> String {
    let millis = Int((seconds * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
