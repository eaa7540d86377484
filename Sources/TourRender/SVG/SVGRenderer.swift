import TourCore

/// Draws a Scene as SVG: the app's views as labelled boxes (or the screen's picture), the
/// overlay tinted or blurred with its cutouts masked out (non-zero rule), the ornaments, the
/// marks with their views and animation state, the skip view. The same scene always gives the
/// same text: numbers are rounded to 0.01 and everything is written in a fixed order.
public struct SVGRenderer: Sendable {
  /// The font family texts are drawn in; the engine measured them with it.
  public var fontFamily: String
  /// Measures the app's labels, to shorten those that do not fit their box.
  public var measurer: any TextMeasuring
  /// The fonts, when lines that a viewer's font would draw otherwise are drawn as glyphs; a
  /// scene measured in other fonts (a tour's own, Android's) is drawn in those.
  private var fonts: FontMetrics?
  /// Prefixes the ids in the picture (masks, filters), for pictures shown side by side.
  public var idPrefix: String

  /// Draws text as `text` measured it: in its fonts (shaped lines as glyph paths) or, for
  /// an estimate, as plain `<text>`.
  public init(text: TextStack, idPrefix: String = "") {
    fontFamily = text.family
    measurer = text.measurer
    fonts = text.fonts
    self.idPrefix = idPrefix
  }

  /// Draws text in `fonts`.
  public init(fonts: FontMetrics, idPrefix: String = "") {
    self.init(text: TextStack(fonts: fonts), idPrefix: idPrefix)
  }

  public func render(_ scene: Scene) -> String {
    if let measured = scene.fonts?.measurer as? FontMetrics, measured !== fonts {
      var inTheScenesFonts = self
      inTheScenesFonts.fonts = measured
      return inTheScenesFonts.draw(scene)
    }
    return draw(scene)
  }

  private func draw(_ scene: Scene) -> String {
    let f = SVGNumber.format
    var out = SVGWriter()
    let (width, height) = (f(scene.size.width), f(scene.size.height))
    out.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        + "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">")
    out.sharedPictures = SharedPictures(scene, prefix: idPrefix)
    out.group("g", []) { out in
      out.element("title", [], content: "tourhost at \(f(scene.time.seconds)) s")
      out.sharedPictures.define(&out)
      definitions(scene, &out)
      app(scene, &out)
      tour(scene, &out)
    }
    out.line("</svg>")
    return out.text
  }

  private func id(_ name: String) -> String { idPrefix + name }

  private func definitions(_ scene: Scene, _ out: inout SVGWriter) {
    guard let overlay = scene.overlay else { return }
    let f = SVGNumber.format
    out.group("defs", []) { out in
      out.group(
        "mask",
        [
          ("id", id("cutouts")), ("maskUnits", "userSpaceOnUse"), ("x", "0"), ("y", "0"),
          ("width", f(scene.size.width)), ("height", f(scene.size.height)),
        ]
      ) { out in
        out.element("rect", [("width", f(scene.size.width)), ("height", f(scene.size.height)), ("fill", "#FFFFFF")])
        let data = overlay.cutouts.map(SVGPathData.data).joined(separator: " ")
        if !data.isEmpty, overlay.cutoutOpacity > 0 {
          out.element("path", [("d", data), ("fill", "#000000"), ("fill-rule", "nonzero"), ("fill-opacity", opacity(overlay.cutoutOpacity))])
        }
      }
      if overlay.blur != nil {
        out.group("filter", [("id", id("blur")), ("x", "0"), ("y", "0"), ("width", "1"), ("height", "1")]) { out in
          out.element("feGaussianBlur", [("stdDeviation", "10"), ("edgeMode", "duplicate")])
        }
      }
    }
  }

  /// The app: its picture, or its views as labelled boxes: containers as grouped backgrounds,
  /// the views without children as controls, each labelled in a corner no child covers.
  private func app(_ scene: Scene, _ out: inout SVGWriter) {
    let f = SVGNumber.format
    let palette = AppPalette(scene.appearance)
    out.group("g", [("id", id("app"))]) { out in
      out.element("rect", [("width", f(scene.size.width)), ("height", f(scene.size.height)), ("fill", palette.background)])
      if let image = scene.image {
        // At the size it was captured at: a screen turned or fitted to another device shows
        // the picture as it is, never stretched (the rest of the screen is its background).
        let drawn = scene.imageSize ?? scene.size
        out.element(
          "image",
          [
            ("href", image), ("xlink:href", image), ("width", f(drawn.width)), ("height", f(drawn.height)),
            ("preserveAspectRatio", "none"),
          ])
        return
      }
      var index = 0
      drawViews(scene.views, depth: 0, index: &index, palette: palette, direction: scene.layoutDirection, &out)
    }
  }

  /// Draws the views of one level (and, inside each container, its descendants clipped to it,
  /// as only what is inside a view can be touched).
  private func drawViews(
    _ views: [Scene.AppView], depth: Int, index: inout Int, palette: AppPalette, direction: LayoutDirection, _ out: inout SVGWriter
  ) {
    let f = SVGNumber.format
    while index < views.count, views[index].depth == depth {
      let view = views[index]
      index += 1
      let container = !view.childFrames.isEmpty
      let fill = view.fill.map(color) ?? (container ? palette.containers[view.depth % 2] : palette.control)
      out.element(
        "rect",
        [
          ("x", f(view.frame.minX)), ("y", f(view.frame.minY)), ("width", f(view.frame.width)),
          ("height", f(view.frame.height)), ("rx", container ? "10" : "8"), ("fill", fill), ("fill-opacity", view.fill.flatMap(alpha)),
          ("stroke", container ? palette.containerStroke : palette.controlStroke), ("stroke-width", "1"),
        ])
      if let (label, at) = placedLabel(view, direction) {
        out.element(
          "text",
          [
            ("x", f(at.x)), ("y", f(at.y)), ("font-family", fontFamily), ("font-size", "11"),
            ("fill", container ? palette.containerLabel : palette.controlLabel),
          ], content: label)
      }
      guard index < views.count, views[index].depth > depth else { continue }
      let clip = id("clip-\(index)")
      out.group("clipPath", [("id", clip)]) { out in
        out.element("rect", [("x", f(view.frame.minX)), ("y", f(view.frame.minY)), ("width", f(view.frame.width)), ("height", f(view.frame.height))])
      }
      out.group("g", [("clip-path", "url(#\(clip))")]) { out in
        drawViews(views, depth: depth + 1, index: &index, palette: palette, direction: direction, &out)
      }
    }
  }

  /// A view's label and its baseline's start: the first corner (top leading, bottom leading,
  /// top trailing, bottom trailing) where the label fits and covers none of the view's children.
  private func placedLabel(_ view: Scene.AppView, _ direction: LayoutDirection) -> (String, Point)? {
    let frame = view.frame
    guard frame.height >= 16, let label = fitted(view.label, width: frame.width - 10) else { return nil }
    let width = measurer.width(of: label, fontSize: 11)
    let left = frame.minX + 5
    let right = frame.maxX - 5 - width
    let (leading, trailing) = direction == .rightToLeft ? (right, left) : (left, right)
    let corners = [
      Point(x: leading, y: frame.minY + 3), Point(x: leading, y: frame.maxY - 16),
      Point(x: trailing, y: frame.minY + 3), Point(x: trailing, y: frame.maxY - 16),
    ]
    for corner in corners {
      let box = Rect(x: corner.x, y: corner.y, width: width, height: 13)
      if !view.childFrames.contains(where: { $0.intersects(box) }) { return (label, Point(x: corner.x, y: corner.y + 10)) }
    }
    return nil
  }

  /// A label shortened with "…" to fit `width`, or nil when not even that fits.
  private func fitted(_ label: String, width: Double) -> String? {
    if measurer.width(of: label, fontSize: 11) <= width { return label }
    var text = label
    while !text.isEmpty {
      text.removeLast()
      if measurer.width(of: text + "…", fontSize: 11) <= width { return text + "…" }
    }
    return nil
  }

  /// The tour's layer: overlay, ornaments, marks, skip view.
  private func tour(_ scene: Scene, _ out: inout SVGWriter) {
    guard let overlay = scene.overlay else { return }
    out.group("g", [("id", id("tour")), ("opacity", scene.tourAlpha < 1 ? opacity(scene.tourAlpha) : nil)]) { out in
      let fadeOpacity = overlay.alpha < 1 ? opacity(overlay.alpha) : nil
      out.group("g", [("id", id("overlay")), ("opacity", fadeOpacity), ("mask", "url(#\(id("cutouts")))")]) { out in
        let size = [("width", SVGNumber.format(scene.size.width)), ("height", SVGNumber.format(scene.size.height))]
        if let blur = overlay.blur {
          out.element("use", [("href", "#" + id("app")), ("xlink:href", "#" + id("app")), ("filter", "url(#\(id("blur")))")])
          let (tint, amount) = Self.tint(blur, scene.appearance)
          out.element("rect", size + [("fill", tint), ("fill-opacity", opacity(amount))])
        } else {
          out.element("rect", size + [("fill", color(overlay.color)), ("fill-opacity", alpha(overlay.color))])
        }
      }
      if !scene.ornaments.isEmpty {
        out.group("g", [("id", id("ornaments")), ("opacity", fadeOpacity)]) { out in
          for ornament in scene.ornaments { node(ornament, &out) }
        }
      }
      // A group's parts: `mark-2`, then `mark-2-part-2`, `mark-2-part-3`.
      for (offset, mark) in scene.marks.enumerated() {
        let part = scene.marks[..<offset].filter { $0.index == mark.index }.count + 1
        let spoken = part == 1 ? scene.accessibility.first { $0.index == mark.index } : nil
        self.mark(mark, name: part == 1 ? "mark-\(mark.index)" : "mark-\(mark.index)-part-\(part)", spoken: spoken, &out)
      }
      if let skip = scene.skipView {
        let label = scene.accessibility.first?.elements.first { $0.action == "skip" }?.label
        out.group("g", [("id", id("skip")), ("opacity", fadeOpacity), ("role", label != nil ? "button" : nil), ("aria-label", label)]) { out in
          node(skip, &out)
        }
      }
    }
  }

  /// The tint drawn over the blurred app, by blur style.
  static func tint(_ style: BlurEffectStyle, _ appearance: Appearance) -> (String, Double) {
    switch style {
    case .extraLight: ("#FFFFFF", 0.55)
    case .light: ("#FFFFFF", 0.35)
    case .dark: ("#1C1C1E", 0.55)
    case .regular: appearance == .dark ? ("#000000", 0.25) : ("#FFFFFF", 0.25)
    case .prominent: appearance == .dark ? ("#000000", 0.45) : ("#FFFFFF", 0.45)
    }
  }

  /// A mark: its views, as a modal dialog labelled by its hint whose `<title>` is what a
  /// screen reader speaks (on a group's first part).
  private func mark(_ mark: Scene.Mark, name: String, spoken: MarkAccessibility?, _ out: inout SVGWriter) {
    let f = SVGNumber.format
    let state = mark.state
    var transform: String?
    if state.isTransformed {
      let center = mark.layout.frame.center
      transform =
        "translate(\(f(center.x + state.translation.x)) \(f(center.y + state.translation.y))) "
        + "rotate(\(f(state.rotation))) scale(\(f(state.scale.width)) \(f(state.scale.height))) "
        + "translate(\(f(-center.x)) \(f(-center.y)))"
    }
    let dialog: [(String, String?)] = spoken.map { [("role", "dialog"), ("aria-modal", "true"), ("aria-label", $0.label)] } ?? []
    out.group("g", [("id", id(name))] + dialog + [("opacity", state.alpha < 1 ? opacity(state.alpha) : nil), ("transform", transform)]) { out in
      if let spoken, !spoken.message.isEmpty { out.element("title", [], content: spoken.message) }
      node(mark.body, &out)
      if let arrow = mark.arrow { node(arrow, &out) }
    }
  }

  private func node(_ node: SceneNode, _ out: inout SVGWriter) {
    let f = SVGNumber.format
    let frame = node.frame
    switch node.content {
    case .group:
      // A rich bubble's control is a button named by its label (the close control's cross by its name).
      let control = BubbleControlRole(node)
      out.group(
        "g",
        [("class", control?.kind ?? node.role), ("data-id", control?.id), ("role", control.map { _ in "button" }), ("aria-label", control?.name)]
      ) { out in
        for child in node.children { self.node(child, &out) }
      }
      return
    case .box(let fill, let border, let borderWidth, let cornerRadius):
      out.element(
        "rect",
        [
          ("class", node.role), ("x", f(frame.minX)), ("y", f(frame.minY)), ("width", f(frame.width)),
          ("height", f(frame.height)), ("rx", cornerRadius > 0 ? f(cornerRadius) : nil), ("fill", fill.map(color) ?? "none"),
          ("fill-opacity", fill.flatMap(alpha)), ("stroke", border.map(color)), ("stroke-opacity", border.flatMap(alpha)),
          ("stroke-width", border != nil ? f(borderWidth) : nil),
        ])
    case .text(let text):
      lines(of: text, in: node, &out)
    case .image(let name):
      imagePlaceholder(name, frame: frame, &out)
    case .picture(_, let uri, let alt):
      picture(uri, alt: alt, in: frame, role: node.role, &out)
    case .arrow(let orientation, let fill, let border):
      // Instructions' arrow: the border triangle, and the fill inset by 1 point at the apex.
      let (outer, inner) = ArrowShape.triangles(orientation, in: frame)
      out.element("polygon", [("class", node.role), ("points", points(outer)), ("fill", color(border)), ("fill-opacity", alpha(border))])
      out.element("polygon", [("points", points(inner)), ("fill", color(fill)), ("fill-opacity", alpha(fill))])
    }
    for child in node.children { self.node(child, &out) }
  }

  /// A text's lines: `<text>` when a viewer's font draws them as we measured, else the
  /// shaped glyphs as paths. A line of markup is drawn fragment by fragment, each in its face;
  /// a link's fragments are underlined and grouped as a link named by its text.
  private func lines(of text: SceneNode.TextContent, in node: SceneNode, _ out: inout SVGWriter) {
    let frame = node.frame
    for (offset, line) in text.lines.enumerated() where !line.isEmpty {
      let width = text.widths[offset]
      let x = text.alignment.lineStart(width: width, in: frame)
      let baseline = frame.minY + text.ascent + Double(offset) * text.lineHeight
      let pieces =
        text.fragments.map { $0[offset] } ?? [TextFragment(line, face: TextFace(bold: text.bold), x: 0, width: width, direction: text.direction)]
      for piece in pieces where !piece.text.isEmpty || piece.image != nil {
        let origin = Point(x: x + piece.x, y: baseline)
        if let file = piece.image {
          // As tall as the text's size, centred on the line.
          let top = baseline - text.ascent + (text.lineHeight - text.fontSize) / 2
          let box = Rect(x: origin.x, y: top, width: piece.width, height: text.fontSize)
          picture(text.pictures[file] ?? "", alt: piece.text, in: box, role: "inline-image", &out)
          continue
        }
        guard let link = piece.link else {
          fragment(piece, at: origin, of: text, role: node.role, &out)
          continue
        }
        out.group("g", [("class", "link"), ("data-id", link), ("role", "link"), ("aria-label", piece.text)]) { out in
          fragment(piece, at: origin, of: text, role: nil, &out)
          let underline = LinkUnderline(fontSize: text.fontSize)
          out.element(
            "rect",
            [
              ("x", SVGNumber.format(origin.x)), ("y", SVGNumber.format(baseline + underline.offset)),
              ("width", SVGNumber.format(piece.width)), ("height", SVGNumber.format(underline.thickness)),
              ("fill", color(text.color)), ("fill-opacity", alpha(text.color)),
            ])
        }
      }
    }
  }

  /// One piece of a line in its face, its left end and baseline at `origin`.
  private func fragment(_ piece: TextFragment, at origin: Point, of text: SceneNode.TextContent, role: String?, _ out: inout SVGWriter) {
    let f = SVGNumber.format
    if let fonts, !fonts.drawsAsText(piece.text, face: piece.face, direction: piece.direction),
      let shaped = fonts.shaped(piece.text, face: piece.face, direction: piece.direction)
    {
      // FreeType loads glyphs into its face's one slot: one thread at a time.
      fonts.locked {
        GlyphRun(shaped, text: piece.text, fontSize: text.fontSize).draw(
          at: origin, role: role, fill: color(text.color), opacity: alpha(text.color),
          accessibleRole: role == "next" ? "button" : "img", &out)
      }
      return
    }
    out.element(
      "text",
      [
        ("class", role), ("role", role == "next" ? "button" : nil), ("x", f(origin.x)), ("y", f(origin.y)),
        // A fragment's spaces at its ends are part of what was measured.
        ("xml:space", piece.text.first == " " || piece.text.last == " " ? "preserve" : nil),
        ("font-family", piece.face.code ? monoFamily : fontFamily), ("font-size", f(text.fontSize)),
        ("font-weight", piece.face.bold ? "bold" : nil), ("font-style", piece.face.styleName),
        ("fill", color(text.color)), ("fill-opacity", alpha(text.color)), ("textLength", f(piece.width)),
        ("lengthAdjust", "spacingAndGlyphs"),
      ], content: piece.text)
  }

  /// The family of `` `code` ``.
  private var monoFamily: String { fontFamily + " Mono" }

  /// A bubble's picture stretched to `frame`, named for a screen reader by its alt text (hidden
  /// from it when it has none).
  private func picture(_ uri: String, alt: String?, in frame: Rect, role: String?, _ out: inout SVGWriter) {
    let f = SVGNumber.format
    let alt = alt.flatMap { $0.isEmpty ? nil : $0 }
    let shared = out.sharedPictures.ids[uri]
    out.element(
      shared == nil ? "image" : "use",
      [
        ("class", role), ("x", f(frame.minX)), ("y", f(frame.minY)), ("width", f(frame.width)), ("height", f(frame.height)),
        ("href", shared.map { "#" + $0 } ?? uri), ("preserveAspectRatio", shared == nil ? "none" : nil), ("role", alt == nil ? nil : "img"),
        ("aria-label", alt), ("aria-hidden", alt == nil ? "true" : nil),
      ])
  }

  /// A picture the scene names (`image`): a dashed placeholder with its name, when it fits.
  private func imagePlaceholder(_ name: String, frame: Rect, _ out: inout SVGWriter) {
    let f = SVGNumber.format
    out.element(
      "rect",
      [
        ("class", "image"), ("x", f(frame.minX)), ("y", f(frame.minY)), ("width", f(frame.width)),
        ("height", f(frame.height)), ("fill", "#E5E5EA"), ("stroke", "#AEAEB2"), ("stroke-dasharray", "4 3"),
      ])
    if let label = fitted(name, width: frame.width - 4) {
      out.element(
        "text",
        [
          ("x", f(frame.minX + 2)), ("y", f(frame.midY + 4)), ("font-family", fontFamily), ("font-size", "11"),
          ("fill", "#8E8E93"),
        ], content: label)
    }
  }

  /// `#RRGGBB`.
  private func color(_ color: RGBAColor) -> String { String(color.hex.prefix(7)) }

  /// A polygon's points: `x,y x,y ...`.
  private func points(_ points: [Point]) -> String {
    points.map { "\(SVGNumber.format($0.x)),\(SVGNumber.format($0.y))" }.joined(separator: " ")
  }

  /// The colour's opacity, when it is not opaque.
  private func alpha(_ color: RGBAColor) -> String? { color.alpha == 255 ? nil : opacity(Double(color.alpha) / 255) }

  private func opacity(_ value: Double) -> String {
    let thousandths = (min(max(value, 0), 1) * 1000).rounded() / 1000
    return thousandths == thousandths.rounded() ? String(Int(thousandths)) : String(thousandths)
  }
}
