/// Numbers as the SVG output writes them: rounded to 0.01, without trailing zeros or a
/// negative zero, so that the same scene always gives the same text.
enum SVGNumber {
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    if hundredths == 0 { return "0" }
    let negative = hundredths < 0
    let magnitude = Int64(abs(hundredths))
    let whole = magnitude / 100
    let fraction = magnitude % 100
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
      text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
    }
    return text
  }
}
