import CFreeType

/// A face's unscaled advances and kerning pairs, measured once each: the fast path that
/// measures plain ASCII without shaping. ASCII, which most hints are, is looked up in flat
/// tables (raw memory this owns: no exclusivity checks or copies on the hot path;
/// `FontMetrics`' lock keeps one thread at a time here); other characters in a dictionary.
final class GlyphAdvances {
  private let face: FT_Face
  private let kerning: Bool
  private var advances: [UInt32: (glyph: UInt32, advance: Double)] = [:]
  /// Glyph and advance of each ASCII character; the advance is NaN until measured.
  private let asciiGlyphs = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
  private let asciiAdvances = UnsafeMutablePointer<Double>.allocate(capacity: 128)
  /// The kerning of each pair of ASCII characters: a row of 128 for each first character,
  /// made when that character is first followed by another (a whole table, 128 KB a face, was
  /// written at every start for the few pairs a tour uses); NaN until asked.
  private let asciiKerning = UnsafeMutablePointer<UnsafeMutablePointer<Double>?>.allocate(capacity: 128)

  /// The advances of `face` (which must outlive this: its `FontFace` owns both).
  init(face: FT_Face) {
    self.face = face
    kerning = cft_has_kerning(face) != 0
    asciiGlyphs.initialize(repeating: 0, count: 128)
    asciiAdvances.initialize(repeating: .nan, count: 128)
    asciiKerning.initialize(repeating: nil, count: 128)
  }

  deinit {
    asciiGlyphs.deallocate()
    asciiAdvances.deallocate()
    for row in 0..<128 { asciiKerning[row]?.deallocate() }
    asciiKerning.deallocate()
  }

  /// The advance of a line of text, in font units.
  func advance(of text: String) -> Double {
    var total = 0.0
    var previous: (scalar: UInt32, glyph: UInt32)?
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let (glyph, advance) = measure(value)
      if kerning, let previous, glyph != 0 {
        total += pair(previous, (value, glyph))
      }
      total += advance
      previous = (value, glyph)
    }
    return total
  }

  private func measure(_ scalar: UInt32) -> (glyph: UInt32, advance: Double) {
    if scalar < 128 {
      let index = Int(scalar)
      if !asciiAdvances[index].isNaN { return (asciiGlyphs[index], asciiAdvances[index]) }
      let measured = load(scalar)
      (asciiGlyphs[index], asciiAdvances[index]) = measured
      return measured
    }
    if let known = advances[scalar] { return known }
    let measured = load(scalar)
    advances[scalar] = measured
    return measured
  }

  private func load(_ scalar: UInt32) -> (glyph: UInt32, advance: Double) {
    let glyph = FT_Get_Char_Index(face, FT_ULong(scalar))
    var advance = 0.0
    if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph {
      advance = Double(slot.pointee.advance.x)
    }
    return (glyph, advance)
  }

  /// The kerning between two glyphs, in font units.
  private func pair(_ first: (scalar: UInt32, glyph: UInt32), _ second: (scalar: UInt32, glyph: UInt32)) -> Double {
    guard first.scalar < 128, second.scalar < 128 else { return kern(first.glyph, second.glyph) }
    let row = asciiKerning[Int(first.scalar)] ?? newKerningRow(Int(first.scalar))
    let index = Int(second.scalar)
    if !row[index].isNaN { return row[index] }
    let value = kern(first.glyph, second.glyph)
    row[index] = value
    return value
  }

  /// The row of pairs that begin with the ASCII character `first`, made empty.
  private func newKerningRow(_ first: Int) -> UnsafeMutablePointer<Double> {
    let row = UnsafeMutablePointer<Double>.allocate(capacity: 128)
    row.initialize(repeating: .nan, count: 128)
    asciiKerning[first] = row
    return row
  }

  private func kern(_ first: UInt32, _ second: UInt32) -> Double {
    var delta = FT_Vector()
    guard FT_Get_Kerning(face, first, second, UInt32(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
    return Double(delta.x)
  }
}
