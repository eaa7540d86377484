import Dispatch
import TourCore
import TourRender

/// Fuzz target `markup`: a hint's markup of up to 10,000 characters (a mark's cap), made of
/// markup's marks, words of many scripts, combining marks, emoji, spaces and newlines, laid
/// out in the real fonts at a width from 1 point to a tablet's. A layout that takes longer than
/// `slowest` is a finding (styled text once laid out in super-quadratic time: 2,499 italic
/// words took 6.5 s, a 1,900-character word at one point wide 22.8 s), as is a line wider than
/// the width when no word was broken.
public enum MarkupFuzzer {
  /// The longest a layout of the largest text may take under AddressSanitizer (about three
  /// times slower than without), on a machine that runs another fuzzer beside it: the slowest
  /// the first runs saw took 3.2 s so (10,000 mixed-script characters at 1,000 points, 0.4 s of
  /// CPU in a debug build); the super-quadratic layouts it is there for took tens of seconds.
  static let slowest = 5.0

  static let pieces = [
    "*", "**", "_", "`", "[", "](x)", ")", "![a](p.png)", "\\", " ", "  ", "\n", "word", "mot", "語", "日本語", "مرحبا", "שלום",
    "\u{0301}", "\u{200D}", "\u{FEFF}", "👍🏽", "🇩🇪", "नमस्ते", "ก", "한국어", "\u{202E}", "-", "—", "\u{00AD}", "1234", ".",
    "Donaudampfschifffahrtsgesellschaft", "\u{E000}",
  ]

  static let text = TextStack.standard

  /// The text one input makes.
  public static func markup(for bytes: [UInt8]) -> (text: String, width: Double) {
    var data = FuzzedData(bytes)
    let width = data.pick([1, 40, 120, 250, 358, 1000])
    let repeats = data.pick([1, 10, 100, 1000])
    var unit = ""
    for _ in 0..<data.int(in: 1...12) { unit += data.pick(pieces) }
    var text = String(repeating: unit, count: repeats)
    if text.count > 10_000 { text = String(text.prefix(10_000)) }
    return (text, Double(width))
  }

  public static func run(_ bytes: [UInt8]) -> [String] {
    let (markup, width) = markup(for: bytes)
    let start = DispatchTime.now().uptimeNanoseconds
    let block = TextBlock(markup: markup, fontSize: 15, maxWidth: width, measurer: text.measurer)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    var found: [String] = []
    if seconds > slowest { found.append("a layout of \(markup.count) characters took \(seconds) s") }
    if !block.breaksWords, block.width > width + 1e-6, width > 40 { found.append("a line \(block.width) wide in \(width) points") }
    return found
  }
}
