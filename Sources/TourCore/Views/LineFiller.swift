/// Fills one line of a plain paragraph with the pieces that fit. Each piece is measured once:
/// the line's width is taken as the sum of its pieces until that sum passes the width, or the
/// pieces run out; then the line is measured as it is drawn (shaping across a join, kerning) and
/// gives back the pieces that do not fit, which start the next line. A line is so measured
/// about twice, not once per piece (a hint of 9,000 characters of many scripts was laid out in
/// 8 s, measuring every line as it grew).
struct LineFiller {
  /// What a call to `fill` did.
  enum Fill {
    /// Pieces were added (or given back and a piece added): call again.
    case more
    /// The line ends before `index`, which gave pieces back.
    case gaveBack
    /// The piece at `index` does not fit on the line (it may not fit on any).
    case full
    /// The pieces ran out and the line fits.
    case done
  }

  /// The line being filled: its text, how many pieces it has, its width, and the text before
  /// each piece taken since it was last measured whole (on the sum of the pieces' widths), to
  /// give them back.
  struct Line {
    var text = ""
    var count = 0
    var width = 0.0
    var unmeasured: [String] = []

    init() {}

    /// A line that starts with the rest of a broken word.
    init(start: String, width: Double) {
      text = start
      count = 1
      self.width = width
    }

    var isEmpty: Bool { text.isEmpty }
  }

  let pieces: [TextBlock.Piece]
  let limit: Double
  let measure: (String) -> Double
  private var known: [Double?]
  private var space: Double?

  init(pieces: [TextBlock.Piece], limit: Double, measure: @escaping (String) -> Double) {
    self.pieces = pieces
    // A millionth of a point of slack: a body laid out again at the width it asked for (the
    // widest line plus insets, less the insets) must wrap its lines the same way, whatever
    // the rounding of those sums. A shown mark draws the lines it was sized with
    // (`LaidOutMark.bodyTexts`); this keeps the other drawings (a body the layout did not size
    // at that size, an ornament) to the same lines.
    self.limit = limit + 1e-6
    self.measure = measure
    known = Array(repeating: nil, count: pieces.count)
  }

  /// Whether `text` fits on a line, as drawn.
  func fits(_ text: String) -> Bool { measure(text) <= limit }

  /// Adds the piece at `index` (or, on a long line, as many as fit) to `line`.
  mutating func fill(_ line: inout Line, from index: inout Int) -> Fill {
    guard index < pieces.count else { return settle(&line, back: &index) ? .done : .gaveBack }
    let piece = pieces[index]
    // A long line (a very wide body) gallops: the most pieces that fit, found by doubling
    // then halving, so that a line of n pieces costs O(log n) measurements, not n.
    if line.count >= TextBlock.gallopAfter {
      guard settle(&line, back: &index) else { return .gaveBack }
      let taken = TextBlock.mostThatFit(pieces, from: index, after: line.text, fits: fits)
      guard taken > 0 else { return .full }
      take(pieces[index - 1].separator + TextBlock.joined(pieces[index..<index + taken]), count: taken, on: &line)
      measured(&line)
      index += taken
      return .more
    }
    let joiner = line.isEmpty ? "" : pieces[index - 1].separator
    let guess = line.isEmpty ? width(index) : line.width + separator(joiner) + width(index)
    if guess <= limit {
      take(joiner + piece.text, count: 1, width: guess, on: &line)
      index += 1
      return .more
    }
    guard settle(&line, back: &index) else { return .gaveBack }
    guard !line.isEmpty else { return .full }
    let width = measure(line.text + joiner + piece.text)
    guard width <= limit else { return .full }
    take(joiner + piece.text, count: 1, width: width, on: &line)
    line.unmeasured.removeAll()  // measured whole just now
    index += 1
    return .more
  }

  /// Adds pieces; `width` is the line's width after them, as their sum (nil: unknown until the
  /// line is measured).
  private func take(_ addition: String, count: Int, width: Double? = nil, on line: inout Line) {
    line.unmeasured.append(line.text)
    line.text += addition
    line.count += count
    line.width = width ?? .infinity
  }

  /// The line as it stands, measured whole (its last pieces were found to fit so).
  private func measured(_ line: inout Line) {
    line.width = measure(line.text)
    line.unmeasured.removeAll()
  }

  /// Measures the line as drawn if pieces were added since it was, and gives back (moving
  /// `index` back) the pieces that do not fit. Whether it fits with none given back. The
  /// line's first piece is never given back (it alone is measured exactly, or was cut to fit).
  private func settle(_ line: inout Line, back index: inout Int) -> Bool {
    guard !line.unmeasured.isEmpty else { return true }
    var gaveBack = false
    line.width = measure(line.text)
    while line.width > limit, let before = line.unmeasured.last, !before.isEmpty {
      line.unmeasured.removeLast()
      line.text = before
      line.count -= 1
      index -= 1
      line.width = measure(line.text)
      gaveBack = true
    }
    line.unmeasured.removeAll()
    return !gaveBack
  }

  /// A piece's width, measured when first asked for.
  private mutating func width(_ index: Int) -> Double {
    if let width = known[index] { return width }
    let width = measure(pieces[index].text)
    known[index] = width
    return width
  }

  /// The width of what joins two pieces (a space, or nothing).
  private mutating func separator(_ joiner: String) -> Double {
    guard !joiner.isEmpty else { return 0 }
    if let space { return space }
    let width = measure(joiner)
    space = width
    return width
  }
}
