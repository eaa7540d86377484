extension TextBlock {
  /// `text` read as markup (`HintMarkup`) and broken into lines: in several faces when it has
  /// marks, as written (one face) when it has none or they do not parse.
  public init(
    markup text: String, fontSize: Double, maxWidth: Double, measurer: any TextMeasuring, bold: Bool = false,
    direction: LayoutDirection = .leftToRight, images: [String: BubbleImage] = [:]
  ) {
    self.init(
      markup: MarkupText(text), fontSize: fontSize, maxWidth: maxWidth, measurer: measurer, bold: bold, direction: direction, images: images)
  }

  /// `text`, its markup read once (`MarkupText`), broken into lines: in several faces when it
  /// has marks, as written (one face) when it has none or they do not parse.
  public init(
    markup text: MarkupText, fontSize: Double, maxWidth: Double, measurer: any TextMeasuring, bold: Bool = false,
    direction: LayoutDirection = .leftToRight, images: [String: BubbleImage] = [:]
  ) {
    guard let runs = text.styledRuns else {
      self.init(text.source, fontSize: fontSize, maxWidth: maxWidth, measurer: measurer, bold: bold, direction: direction)
      return
    }
    self.init(runs: runs, fontSize: fontSize, maxWidth: maxWidth, measurer: measurer, bold: bold, direction: direction, images: images)
  }

  /// Markup's runs broken into lines that fit a width, as `TextBlock` breaks plain text (UAX
  /// #14's opportunities over the runs' text, greedy, a piece longer than the line broken
  /// between characters, newlines kept), each run measured in its own face. `lines` holds
  /// each line's text as read; `fragments` the pieces drawn, each in its face, placed from the
  /// line's left end (right to left on a right-to-left screen). An inline picture is a
  /// fragment as tall as the text's size, as wide as its aspect makes it (`images` by file;
  /// square when unknown), standing alone between break opportunities.
  public init(
    runs: [HintMarkup.Run], fontSize: Double, maxWidth: Double, measurer: any TextMeasuring, bold: Bool = false,
    direction: LayoutDirection = .leftToRight, images: [String: BubbleImage] = [:]
  ) {
    let wrapper = StyledWrapper(
      fontSize: fontSize, limit: max(maxWidth, 0), measurer: measurer, bold: bold, direction: direction,
      aspects: images.mapValues(\.aspect))
    var lines: [[StyledWrapper.Part]] = []
    var broken = false
    for paragraph in StyledWrapper.paragraphs(of: runs) {
      lines += wrapper.wrap(paragraph, broken: &broken)
    }
    self.init("", fontSize: fontSize, maxWidth: maxWidth, measurer: measurer, bold: bold, direction: direction)
    let placed = lines.map(wrapper.placed)
    self.lines = placed.map { $0.map(\.text).joined() }
    self.fragments = placed
    self.breaksWords = broken
    self.width = placed.map(\.width).max() ?? 0
    self.height = Double(max(lines.count, 1)) * measurer.lineHeight(fontSize: fontSize)
  }
}

/// Greedy line breaking over runs of several faces.
struct StyledWrapper {
  /// Text of one run: what a line is made of.
  struct Part: Equatable {
    var text: String
    var face: TextFace
    var link: String?
    /// An inline picture's file (`text` is its alt).
    var image: String?
  }

  /// A word between two break opportunities: its parts, and whether spaces followed it (in
  /// the face of `space`).
  struct Word {
    var parts: [Part]
    var space: Part?
  }

  let fontSize: Double
  let limit: Double
  let measurer: any TextMeasuring
  let bold: Bool
  let direction: LayoutDirection
  /// Inline pictures' width over height, by file.
  var aspects: [String: Double] = [:]

  /// The runs cut at their newlines into paragraphs, each a list of parts.
  static func paragraphs(of runs: [HintMarkup.Run]) -> [[(text: String, run: HintMarkup.Run)]] {
    var paragraphs: [[(text: String, run: HintMarkup.Run)]] = [[]]
    for run in runs {
      // A picture is one placeholder, whatever its alt text.
      if run.image != nil {
        paragraphs[paragraphs.count - 1].append((BubbleImage.placeholder, run))
        continue
      }
      let pieces = run.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (offset, piece) in pieces.enumerated() {
        if offset > 0 { paragraphs.append([]) }
        if !piece.isEmpty { paragraphs[paragraphs.count - 1].append((String(piece), run)) }
      }
    }
    return paragraphs
  }

  func width(_ part: Part) -> Double { width(part, direction: direction) }

  /// A part's advance in `direction`: a picture's, from its aspect, else its text's.
  func width(_ part: Part, direction: LayoutDirection) -> Double {
    if let image = part.image { return fontSize * (aspects[image] ?? 1) }
    return measurer.width(of: part.text, fontSize: fontSize, face: part.face, direction: direction)
  }

  func width(_ parts: [Part]) -> Double { parts.reduce(0) { $0 + width($1) } }

  /// Whether the parts fit as they are placed: each cut where its embedding level changes and
  /// measured in its level's direction, as `placed` draws them (measured whole in the
  /// paragraph's direction, a line of an overridden right-to-left run came out 8 % wider than
  /// its width).
  func fits(_ parts: [Part]) -> Bool { placed(parts).reduce(0) { $0 + $1.width } <= limit + 1e-6 }

  /// A run's text as a part in the run's face.
  func part(_ text: some StringProtocol, of run: HintMarkup.Run) -> Part {
    Part(text: run.image == nil ? String(text) : run.text, face: TextFace(run.style, bold: bold), link: run.link, image: run.image)
  }

  /// The paragraph's words, cut at the measurer's break opportunities over its whole text.
  func words(of paragraph: [(text: String, run: HintMarkup.Run)]) -> [Word] {
    let plain = paragraph.map(\.text).joined()
    let utf8 = Array(plain.utf8)
    // Where each run's text starts, in UTF-8 offsets.
    var starts: [Int] = []
    var offset = 0
    for piece in paragraph {
      starts.append(offset)
      offset += piece.text.utf8.count
    }
    // The runs a span covers, from the last run that starts at or before it (found by halving):
    // each word costs the runs it covers, not every run of the paragraph.
    func parts(_ from: Int, _ to: Int) -> [Part] {
      var low = 0
      var high = starts.count
      while high - low > 1 {
        let middle = (low + high) / 2
        if starts[middle] <= from { low = middle } else { high = middle }
      }
      var parts: [Part] = []
      var index = low
      while index < paragraph.count, starts[index] < to {
        let start = max(from, starts[index])
        let end = min(to, starts[index] + paragraph[index].text.utf8.count)
        if start < end { parts.append(part(String(decoding: utf8[start..<end], as: UTF8.self), of: paragraph[index].run)) }
        index += 1
      }
      return parts
    }
    var words: [Word] = []
    var start = 0
    for end in measurer.lineBreakOffsets(in: plain) + [utf8.count] where end > start && end <= utf8.count {
      var last = end
      while last > start, utf8[last - 1] == UInt8(ascii: " ") { last -= 1 }
      let space = last < end ? parts(last, last + 1).first.map { Part(text: " ", face: $0.face, link: $0.link) } : nil
      if last > start {
        words.append(Word(parts: parts(start, last), space: space))
      } else if let space, !words.isEmpty {
        words[words.count - 1].space = space
      }
      start = end
    }
    return words
  }

  /// The paragraph's lines, each a list of parts, neighbours of one face and link joined.
  func wrap(_ paragraph: [(text: String, run: HintMarkup.Run)], broken: inout Bool) -> [[Part]] {
    var lines: [[Part]] = []
    var line: [Part] = []
    var separator: Part?
    for word in words(of: paragraph) {
      let candidate = line.isEmpty ? word.parts : Self.joined(line + (separator.map { [$0] } ?? []) + word.parts)
      if fits(candidate) {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        if fits(word.parts) {
          line = Self.joined(word.parts)
        } else {
          broken = true
          var pieces = characterLines(of: word.parts)
          line = pieces.removeLast()
          lines += pieces
        }
      }
      separator = word.space
    }
    lines.append(line)
    return lines
  }

  /// A word too long for a line, broken into the longest pieces that fit (at least one
  /// character each), found by doubling from the last piece's length then halving: a line
  /// costs a few measurements of about its own length, never one of the whole rest of the word
  /// (a 1,900-character word at one point wide once took 11 s).
  func characterLines(of parts: [Part]) -> [[Part]] {
    // A picture stays whole.
    let characters = parts.flatMap { part in
      part.image != nil ? [part] : part.text.map { Part(text: String($0), face: part.face, link: part.link) }
    }
    var lines: [[Part]] = []
    var start = 0
    var guess = 2
    while start < characters.count {
      func piece(_ count: Int) -> [Part] { Self.joined(Array(characters[start..<start + count])) }
      let remaining = characters.count - start
      // The most that fit lies in [good, bad): one character is taken even when it does not fit.
      var good = 1
      var bad = remaining + 1
      var probe = min(max(guess, 2), remaining)
      while probe > good, probe < bad {
        guard fits(piece(probe)) else {
          bad = probe
          break
        }
        good = probe
        if probe == remaining { break }
        probe = min(2 * probe, remaining)
      }
      while bad - good > 1 {
        let middle = (good + bad) / 2
        if fits(piece(middle)) { good = middle } else { bad = middle }
      }
      lines.append(piece(good))
      start += good
      guess = good
    }
    return lines.isEmpty ? [[]] : lines
  }

  /// Neighbouring parts of one face and link as one.
  static func joined(_ parts: [Part]) -> [Part] {
    var out: [Part] = []
    for part in parts where !part.text.isEmpty || part.image != nil {
      if let last = out.last, last.face == part.face, last.link == part.link, last.image == nil, part.image == nil {
        out[out.count - 1].text += part.text
      } else {
        out.append(part)
      }
    }
    return out
  }

  /// A line's parts as fragments (in reading order), measured and placed from the line's left
  /// end: each part cut where its embedding level changes (the measurer's bidirectional
  /// algorithm over the whole line), the pieces ordered by UAX #9's rule L2 (from the highest
  /// level down to the lowest odd one, every run at that level or higher reversed), each
  /// shaped in its level's direction.
  func placed(_ line: [Part]) -> [TextFragment] {
    let paragraphLevel: UInt8 = direction == .rightToLeft ? 1 : 0
    // A picture counts as the one neutral character that stands for it.
    func scalars(_ part: Part) -> [Unicode.Scalar] { Array((part.image == nil ? part.text : BubbleImage.placeholder).unicodeScalars) }
    let scalarCount = line.reduce(0) { $0 + scalars($1).count }
    let levels = measurer.bidiLevels(in: line.map { String(String.UnicodeScalarView(scalars($0))) }.joined(), direction: direction)
      .flatMap { $0.count == scalarCount ? $0 : nil }
    var pieces: [(part: Part, level: UInt8, order: Int)] = []
    var offset = 0
    for part in line {
      let scalars = scalars(part)
      guard part.image == nil else {
        pieces.append((part, levels?[offset] ?? paragraphLevel, pieces.count))
        offset += 1
        continue
      }
      var start = 0
      while start < scalars.count {
        let level = levels?[offset + start] ?? paragraphLevel
        var end = start + 1
        while end < scalars.count, (levels?[offset + end] ?? paragraphLevel) == level { end += 1 }
        var piece = part
        piece.text = String(String.UnicodeScalarView(scalars[start..<end]))
        pieces.append((piece, level, pieces.count))
        start = end
      }
      offset += scalars.count
    }
    let highest = pieces.map(\.level).max() ?? paragraphLevel
    let lowestOdd = pieces.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
    var level = highest
    while level >= lowestOdd, level > 0 {
      var index = 0
      while index < pieces.count {
        guard pieces[index].level >= level else {
          index += 1
          continue
        }
        var end = index
        while end < pieces.count, pieces[end].level >= level { end += 1 }
        pieces[index..<end].reverse()
        index = end
      }
      level -= 1
    }
    var pen = 0.0
    let placed = pieces.map { piece, level, order in
      let direction: LayoutDirection = level % 2 == 1 ? .rightToLeft : .leftToRight
      let width = width(piece, direction: direction)
      defer { pen += width }
      var fragment = TextFragment(piece.text, face: piece.face, link: piece.link, x: pen, width: width, direction: direction)
      fragment.image = piece.image
      return (order, fragment)
    }
    return placed.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
