/// How an animation's progress follows time: UIKit's (and CSS's) standard cubic Bézier curves.
public enum TimingCurve: String, Hashable, Sendable, CaseIterable {
  case linear
  case easeIn
  case easeOut
  case easeInOut

  /// The control points of the curve from (0, 0) to (1, 1).
  private var controlPoints: (Double, Double, Double, Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    }
  }

  /// The eased progress for a time fraction in [0, 1].
  public func value(at time: Double) -> Double {
    let t = min(max(time, 0), 1)
    if self == .linear || t == 0 || t == 1 { return t }
    let (x1, y1, x2, y2) = controlPoints
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    // Find the curve parameter whose x is t (x grows with s), by bisection.
    var low = 0.0
    var high = 1.0
    for _ in 0..<50 {
      let middle = (low + high) / 2
      if bezier(middle, x1, x2) < t { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, y1, y2)
  }
}
