import FoundationEssentials
import TourCore
import TourRender

/// `render --sheet`: the marks of a run on one picture, each tile drawn from its scene (the
/// captured screen under it, as the single pictures have it) and captioned with its step and
/// what it says, and its configuration; one row a configuration when several are played
/// (`--sheet-row`), the marks of each in columns.
public struct ContactSheet {
  /// One configuration's marks.
  public struct Row {
    /// How the configuration is named (`iphone-se portrait AX5 de light`).
    var caption: String
    var tiles: [Tile]

    /// The marks (`scenes`, in the order they appeared) of a run seen in `environment` on `screen`.
    init(_ environment: TourEnvironment, screen: Screen, marks scenes: [Scene]) {
      caption = environment.caption(on: screen)
      tiles = scenes.enumerated().map { offset, scene in Tile(caption: ContactSheet.caption(offset + 1, scene), scene: scene) }
    }

    /// The run `options` played (tapped through to its end without an input, nothing
    /// recorded, nothing remembered but in `options.state`) as a row, with its last session;
    /// nil, said on `errors`, when it does not load.
    static func played(_ options: HeadlessOptions, errors: (String) -> Void) -> (Row, TourSession)? {
      let capture = SceneCapture()
      var last: TourSession?
      var run = options
      if run.input == nil { run.autoplay = true }
      let status = HeadlessRunner.play(
        run, recorder: NoTrace(), errors: errors,
        prepare: { started in
          last = started
          capture.session = started
          started.onEvent = { event, _ in capture.observe(event) }
        })
      guard status != .unusable, let last else { return nil }
      let marks = capture.pictures.filter(SceneCapture.isMark).map(\.scene)
      return (Row(options.environment, screen: last.controller.screen, marks: marks), last)
    }
  }

  /// The contact sheet of the run `options` in its configuration, as SVG (the live preview's
  /// export, which writes the screen's picture into it); nil, said on `errors`, when the tour
  /// does not load.
  public static func svg(playing options: HeadlessOptions, errors: (String) -> Void) -> String? {
    guard let (row, _) = Row.played(options, errors: errors) else { return nil }
    return ContactSheet(rows: [row]).svg(text: options.text)
  }

  /// One mark as it appeared.
  struct Tile {
    /// `1 · Search every aisle at once.`
    var caption: String
    var scene: Scene
  }

  /// Tiles are this wide, in points.
  static let cell = 300.0
  /// A caption's longest line, in characters, before it is cut with `…`.
  static let captionLimit = 40

  var rows: [Row]

  /// The tile's caption for mark `index` whose scene is `scene`: its number and its first text.
  static func caption(_ index: Int, _ scene: Scene) -> String {
    let text = scene.accessibility.first?.label.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    return text.isEmpty ? "\(index)" : "\(index) · \(text)"
  }

  /// The sheet's SVG, with `text` for the tiles' texts. One row alone wraps four tiles a line.
  func svg(text: TextStack) -> String {
    let columns = rows.count == 1 ? min(4, max(rows[0].tiles.count, 1)) : max(rows.map(\.tiles.count).max() ?? 1, 1)
    var lines: [(caption: String?, tiles: [Tile])] = []
    for row in rows {
      let chunks = stride(from: 0, to: max(row.tiles.count, 1), by: columns).map { Array(row.tiles[$0..<min($0 + columns, row.tiles.count)]) }
      for (offset, chunk) in chunks.enumerated() { lines.append((offset == 0 ? row.caption : nil, chunk)) }
    }
    let gap = 24.0
    let heights = lines.map { line in line.tiles.map { Self.cell * $0.scene.size.height / max($0.scene.size.width, 1) }.max() ?? 0 }
    let width = gap + Double(columns) * (Self.cell + gap)
    let height = gap + zip(lines, heights).map { ($0.caption == nil ? 0 : 30) + $1 + 64 }.reduce(0, +)
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">\n"
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
    var y = gap
    var number = 0
    for (line, tallest) in zip(lines, heights) {
      if let caption = line.caption {
        out += label(caption, x: gap, y: y + 18, size: 17, weight: "bold", anchor: "start", fill: "#1C1C1E")
        y += 30
      }
      for (offset, tile) in line.tiles.enumerated() {
        number += 1
        let x = gap + Double(offset) * (Self.cell + gap)
        let h = Self.cell * tile.scene.size.height / max(tile.scene.size.width, 1)
        let picture = SVGRenderer(text: text, idPrefix: "t\(number)-").render(tile.scene)
        out += Self.nested(picture, x: x, y: y, width: Self.cell, height: h) + "\n"
        out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(Self.cell)\" height=\"\(h)\" fill=\"none\" stroke=\"#C7C7CC\"/>\n"
        out += label(Self.cut(tile.caption), x: x + Self.cell / 2, y: y + h + 22, size: 15, weight: "normal", anchor: "middle", fill: "#1C1C1E")
        out += label(
          Self.cut(rows.count == 1 ? rows[0].caption : ""), x: x + Self.cell / 2, y: y + h + 42, size: 12, weight: "normal", anchor: "middle",
          fill: "#6C6C70")
      }
      y += tallest + 64
    }
    return out + "</svg>\n"
  }

  private func label(_ text: String, x: Double, y: Double, size: Int, weight: String, anchor: String, fill: String) -> String {
    guard !text.isEmpty else { return "" }
    return
      "<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"\(anchor)\" font-family=\"DejaVu Sans\" font-size=\"\(size)\" font-weight=\"\(weight)\" fill=\"\(fill)\">\(SVGText.escaped(text))</text>\n"
  }

  /// `text` cut at `captionLimit` characters, with `…`.
  static func cut(_ text: String) -> String {
    text.count <= captionLimit ? text : String(text.prefix(captionLimit - 1)) + "…"
  }

  /// A picture of tourhost's (its root `<svg width= height= viewBox=>`) as an `<svg>` placed
  /// at `x`, `y` and drawn `width` × `height`: inline, so that the screen's picture it refers
  /// to is found beside the sheet (an `<image>` of an SVG loads nothing of its own).
  static func nested(_ svg: String, x: Double, y: Double, width: Double, height: Double) -> String {
    guard let end = svg.firstIndex(of: ">"), let box = svg[..<end].firstRange(of: "viewBox=\""),
      let close = svg.ranges(of: "</svg>").last, close.lowerBound > end
    else { return "" }
    let viewBox = svg[box.upperBound...].prefix { $0 != "\"" }
    return "<svg x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" viewBox=\"\(viewBox)\" overflow=\"hidden\">"
      + svg[svg.index(after: end)..<close.lowerBound] + "</svg>"
  }
}
