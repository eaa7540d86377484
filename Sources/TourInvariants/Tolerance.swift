/// How far apart two computed lengths may be and still count as equal: a billionth of the
/// largest magnitude involved (at least of 1), since every length of a layout is a short sum
/// of its inputs.
struct Tolerance {
  let scale: Double

  init(_ magnitudes: Double...) {
    scale = magnitudes.reduce(1) { max($0, abs($1)) }
  }

  private func slack(_ a: Double, _ b: Double) -> Double { 1e-9 * max(scale, abs(a), abs(b)) }

  func eq(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= slack(a, b) }
  func le(_ a: Double, _ b: Double) -> Bool { a <= b + slack(a, b) }
  /// `a <= b` with room to spare beyond rounding: what "clearly fits" means, so that a
  /// placement is not faulted for a side that fits only by a rounding error.
  func clearlyLE(_ a: Double, _ b: Double) -> Bool { a + slack(a, b) <= b }
}
