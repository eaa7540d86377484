import Foundation
import TourCore
import TourRender

/// The rules that look at one shown mark in one configuration: where it is, what it covers,
/// its text, contrast and controls, and what a screen reader gets.
struct MarkInspector {
  let scene: Scene
  let index: Int
  /// The mark as the flow shows it (its properties: over its cutout, overlay taps).
  let mark: CoachMark
  let layout: MarkLayout
  /// Each part's target: the view it was made from, where it is now, else its cutout.
  let targets: [Rect?]
  let overlayTapsEnabled: Bool
  /// What every mark of the configuration is checked with.
  let run: CheckRun

  func findings() -> [RawFinding] {
    place() + cover() + arrow() + target() + texts() + controls() + height() + localized()
  }

  /// A finding about the mark (about the tour, for the skip view: it is the same on every mark).
  private func finding(
    _ rule: CheckRule, _ severity: CheckSeverity, _ message: String, _ element: String, line: Int? = nil, frame: Rect? = nil
  ) -> RawFinding {
    RawFinding(
      rule: rule, severity: severity, message: message, mark: element == "skip" ? nil : index, element: element, line: line ?? run.markLine,
      frame: frame ?? layout.body)
  }

  /// A number to the hundredth, without trailing zeros.
  private static func f(_ value: Double) -> String { ((value * 100).rounded() / 100).scriptText }
  private static func size(_ rect: Rect) -> String { "\(f(rect.width))×\(f(rect.height))" }

  /// How far `inner` goes out of `outer`, side by side: "4 pt at the bottom".
  private static func overflow(_ inner: Rect, _ outer: Rect) -> String? {
    let sides = [
      ("top", outer.minY - inner.minY), ("left", outer.minX - inner.minX), ("bottom", inner.maxY - outer.maxY), ("right", inner.maxX - outer.maxX),
    ].filter { $0.1 > 0.5 }
    guard !sides.isEmpty else { return nil }
    return sides.map { "\(f(($0.1 * 100).rounded() / 100)) pt at the \($0.0)" }.joined(separator: ", ")
  }

  private var parts: [MarkLayout] { layout.parts }

  private func place() -> [RawFinding] {
    var found: [RawFinding] = []
    let screen = Rect(origin: .zero, size: scene.size)
    let safe = Rect(
      x: scene.safeArea.left, y: scene.safeArea.top, width: scene.size.width - scene.safeArea.left - scene.safeArea.right,
      height: scene.size.height - scene.safeArea.top - scene.safeArea.bottom)
    for part in parts {
      if let out = Self.overflow(part.frame, screen) {
        found.append(finding(.markOffScreen, .error, "mark \(index) leaves the screen by \(out)", "body", frame: part.frame))
      } else if let out = Self.overflow(part.frame, safe) {
        found.append(finding(.markOffScreen, .warning, "mark \(index) leaves the safe area by \(out)", "body", frame: part.frame))
      }
    }
    return found
  }

  private func cover() -> [RawFinding] {
    var found: [RawFinding] = []
    let others = scene.marks.filter { $0.index != index }
    for part in parts {
      if !mark.isDisplayedOverCutoutPath, let cutout = part.cutout?.bounds, let overlap = part.body.intersection(cutout), !overlap.isEmpty,
        overlap.width > 0.5, overlap.height > 0.5
      {
        found.append(finding(
          .markCoversTarget, .error, "mark \(index) covers \(Self.size(overlap)) pt of its own cutout (\(Self.size(cutout)))", "body",
          frame: overlap))
      }
      if let skip = scene.skipView?.frame, let overlap = part.body.intersection(skip), overlap.width > 0.5, overlap.height > 0.5 {
        found.append(finding(.markOverlap, .error, "mark \(index) overlaps the skip view by \(Self.size(overlap)) pt", "skip view", frame: overlap))
      }
      for other in others {
        if let overlap = part.body.intersection(other.layout.body), overlap.width > 0.5, overlap.height > 0.5 {
          found.append(finding(.markOverlap, .error, "mark \(index) overlaps mark \(other.index) by \(Self.size(overlap)) pt", "mark-\(other.index)"))
        }
      }
    }
    // Parts of one group: each over another's cutout or body.
    for (offset, part) in parts.enumerated() {
      for (otherOffset, other) in parts.enumerated() where otherOffset != offset {
        if let cutout = other.cutout?.bounds, let overlap = part.body.intersection(cutout), overlap.width > 0.5, overlap.height > 0.5 {
          found.append(finding(
            .markOverlap, .error, "part \(offset + 1) of mark \(index) covers the cutout of part \(otherOffset + 1) by \(Self.size(overlap)) pt",
            "part-\(offset + 1)"))
        }
        if otherOffset > offset, let overlap = part.body.intersection(other.body), overlap.width > 0.5, overlap.height > 0.5 {
          found.append(finding(
            .markOverlap, .error, "parts \(offset + 1) and \(otherOffset + 1) of mark \(index) overlap by \(Self.size(overlap)) pt",
            "part-\(offset + 1)"))
        }
      }
    }
    return found
  }

  private func arrow() -> [RawFinding] {
    parts.compactMap { part in
      guard let tip = part.arrowTip, let cutout = part.cutout?.bounds, let side = part.arrowOrientation else { return nil }
      let misses: Bool = switch side {
        case .top, .bottom: tip.x < cutout.minX - 0.5 || tip.x > cutout.maxX + 0.5
        case .left, .right: tip.y < cutout.minY - 0.5 || tip.y > cutout.maxY + 0.5
      }
      guard misses else { return nil }
      return finding(
        .arrowMissesTarget, .error, "mark \(index)'s arrow points at (\(Self.f(tip.x)), \(Self.f(tip.y))), outside its cutout \(cutout)", "arrow",
        frame: part.arrow)
    }
  }

  private func target() -> [RawFinding] {
    let screen = Rect(origin: .zero, size: scene.size)
    return targets.compactMap { target in
      guard let cutout = target else { return nil }
      // On the described screen but not on the device's: the description may not follow the
      // device (views without autoresizing masks); a person decides.
      let designed = Self.overflow(cutout, run.designBounds) == nil && run.designBounds.size != scene.size
      let note = designed ? " (it is on the described \(Self.size(run.designBounds)) screen: give the views autoresizing masks, or screen = function(device))" : ""
      guard let inside = cutout.intersection(screen), !inside.isEmpty else {
        return finding(.targetOffScreen, designed ? .review : .error, "mark \(index)'s target \(cutout) is off the screen\(note)", "target", frame: cutout)
      }
      guard let out = Self.overflow(cutout, screen) else { return nil }
      _ = inside
      return finding(.targetOffScreen, designed ? .review : .warning, "mark \(index)'s target is partly off the screen: \(out)\(note)", "target", frame: cutout)
    }
  }

  /// Every text node of the mark's views (and of the skip view) with the fills drawn under it,
  /// bottom first: its ancestors' and the earlier siblings' boxes that it overlaps (a default
  /// body draws its background as the first child, beside its texts).
  private func textNodes() -> [(node: SceneNode, text: SceneNode.TextContent, under: [RGBAColor])] {
    var found: [(SceneNode, SceneNode.TextContent, [RGBAColor])] = []
    var inSkip = false
    func walk(_ node: SceneNode, _ fills: [(Rect, RGBAColor)]) {
      var fills = fills
      if case .box(let fill?, _, _, _) = node.content { fills.append((node.frame, fill)) }
      if case .text(let text) = node.content {
        // The skip view's texts are named as its and found at its line.
        found.append((inSkip ? SceneNode(frame: node.frame, content: .text(text), role: "skip") : node, text,
          fills.filter { $0.0.intersects(node.frame) }.map(\.1)))
      }
      var drawnBefore = fills
      for child in node.children {
        walk(child, drawnBefore)
        drawnBefore += boxes(in: child)
      }
    }
    // The filled boxes of a subtree, in the order they are drawn.
    func boxes(in node: SceneNode) -> [(Rect, RGBAColor)] {
      var own: [(Rect, RGBAColor)] = []
      if case .box(let fill?, _, _, _) = node.content { own.append((node.frame, fill)) }
      return own + node.children.flatMap(boxes)
    }
    for mark in scene.marks where mark.index == index {
      walk(mark.body, [])
      if let arrow = mark.arrow { walk(arrow, []) }
    }
    if let skip = scene.skipView {
      inSkip = true
      walk(skip, [])
    }
    return found
  }

  private func texts() -> [RawFinding] {
    var found: [RawFinding] = []
    let behind = behindColor()
    for (node, text, fill) in textNodes() {
      let element = node.role ?? "text"
      let line = line(of: element)
      let name = element == "skip" ? "skip view's title" : element
      // Clipped: more lines than the box holds, a line wider than it, or a word cut.
      let needed = Double(text.lines.count) * text.lineHeight
      if needed > node.frame.height + 0.5 {
        found.append(finding(
          .textClipped, .error, "the \(name) needs \(Self.f(needed)) pt of height; its box is \(Self.f(node.frame.height))", element,
          line: line, frame: node.frame))
      }
      if let widest = zip(text.lines, text.widths).max(by: { $0.1 < $1.1 }), widest.1 > node.frame.width + 0.5 {
        found.append(finding(
          .textClipped, .error, "'\(widest.0.quotedInMessage)' is \(Self.f(widest.1)) pt wide; its box is \(Self.f(node.frame.width))",
          element, line: line, frame: node.frame))
      }
      if let cut = cutWord(text) {
        found.append(finding(
          .textClipped, .warning, "'\(cut.quotedInMessage)' is broken inside the word to fit", element, line: line, frame: node.frame))
      }
      // Contrast against what is under the text: the layers composited exactly, the text over
      // them, each rounded once as the screen shows it.
      if !fill.isEmpty {
        let background = fill.reduce(behind) { Contrast.composite($1, over: $0) }
        let color = Contrast.composite(text.color, over: background).shown
        let shownBackground = background.shown
        let ratio = Contrast.ratio(color, shownBackground)
        let large = Contrast.isLarge(size: text.fontSize, bold: text.bold)
        if ratio < (large ? 3.0 : 4.5) {
          found.append(finding(
            .textContrast, scene.overlay?.blur != nil || scene.image != nil ? .review : .error,
            "the \(name) is \(String(format: "%.2f", floor(ratio * 100) / 100)):1 against its background (\(color.hex.prefix(7)) on \(shownBackground.hex.prefix(7))); needs \(large ? "3" : "4.5"):1 (WCAG 1.4.3)",
            element, line: line, frame: node.frame))
        }
      }
    }
    return found
  }

  /// What lies behind the mark: the app's background under the overlay's colour, exact.
  private func behindColor() -> Contrast.Exact {
    let app = Contrast.Exact(RGBAColor(hex: AppPalette(scene.appearance).background)!)
    guard let overlay = scene.overlay else { return app }
    return Contrast.composite(overlay.color, over: app)
  }

  /// The first line that ends inside a word (no break opportunity there in the source).
  private func cutWord(_ text: SceneNode.TextContent) -> String? {
    guard let source = text.source, text.lines.count > 1, !source.contains("\n") else { return nil }
    let breaks = Set(run.options.measurer.lineBreakOffsets(in: source))
    var offset = 0
    let bytes = Array(source.utf8)
    for line in text.lines.dropLast() {
      offset += line.utf8.count
      while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
      if !breaks.contains(offset) { return line }
    }
    return nil
  }

  private func controls() -> [RawFinding] {
    var found: [RawFinding] = []
    guard let spoken = scene.accessibility.first(where: { $0.index == index }) else { return found }
    if spoken.label.trimmingCharacters(in: .whitespaces).isEmpty {
      found.append(finding(.controlName, .error, "mark \(index) has no text for a screen reader", "body", line: run.viewsLine))
    }
    // The next control of a default body is the whole body (a tap on it goes on).
    var targets: [(String, Rect, String)] = []
    for element in spoken.elements where element.role == .button {
      if element.label.trimmingCharacters(in: .whitespaces).isEmpty {
        found.append(finding(.controlName, .error, "the \(element.action ?? "control") control has no name for a screen reader", element.action ?? "control"))
      }
      // What a finger reaches: a default control's touch area, else what is drawn.
      let frame = element.action == "next" ? layout.nextArea : element.action == "skip" ? layout.skipTouch ?? element.frame : element.frame
      targets.append((element.action ?? "control", frame, element.label.isEmpty ? (element.action ?? "control") : element.label))
    }
    // Android's sizes are dp, as its guidance and its devices count them; Apple's are points.
    let unit = run.options.profile == .android || run.configuration.device.platform == .android ? "dp" : "pt"
    for (offset, target) in targets.enumerated() {
      let (name, frame, label) = target
      let others = targets.enumerated().filter { $0.offset != offset }.map(\.element.1)
      if frame.width < 24 || frame.height < 24 {
        if !Self.isSpaced(frame, from: others) {
          found.append(finding(.controlSize, .error, "\(label) is \(Self.size(frame)) \(unit); needs at least 24×24 (WCAG 2.5.8)", name, frame: frame))
          continue
        }
      }
      let minimum = run.options.profile.minimumTarget
      if frame.width < minimum || frame.height < minimum {
        found.append(finding(
          .controlSize, .warning, "\(label) is \(Self.size(frame)) \(unit); needs at least \(Self.f(minimum))×\(Self.f(minimum)) (\(run.options.profile.targetSource))",
          name, frame: frame))
      }
    }
    // A default body is itself a next control (a tap on it goes on), with or without its
    // label; a guided step goes on with its tap or event.
    let tappableBody = scene.marks.contains { $0.index == index && $0.body.children.contains { $0.role == "background" } }
    if targets.isEmpty, !tappableBody, mark.advanceOn == nil, !overlayTapsEnabled || !mark.isOverlayInteractionEnabled {
      found.append(finding(.noWayOut, .error, "mark \(index) has no next or skip control and overlay taps are off: nothing leaves it", "body"))
    }
    return found
  }

  /// WCAG 2.5.8's spacing exception for a target under 24×24: a circle of 24 points'
  /// diameter centred on it intersects no other target, nor the circle of another undersized
  /// target.
  static func isSpaced(_ target: Rect, from others: [Rect]) -> Bool {
    let centre = target.center
    return !others.contains { other in
      if other.distance(to: centre) < 12 { return true }
      guard other.width < 24 || other.height < 24 else { return false }
      let dx = other.midX - centre.x
      let dy = other.midY - centre.y
      return (dx * dx + dy * dy).squareRoot() < 24
    }
  }

  private func height() -> [RawFinding] {
    let safeHeight = scene.size.height - scene.safeArea.top - scene.safeArea.bottom
    return parts.compactMap { part in
      guard part.body.height > safeHeight * 2 / 3 else { return nil }
      return finding(
        .markTooTall, .warning,
        "mark \(index) is \(Self.f((part.body.height * 100).rounded() / 100)) pt tall, more than two thirds of the safe area (\(Self.f(safeHeight)))",
        "body", line: run.viewsLine)
    }
  }

  /// Under a pseudo-locale every text from the strings is transformed: one that is not came
  /// from the script as it is.
  private func localized() -> [RawFinding] {
    guard run.hasStrings, let locale = run.configuration.locale, let pseudo = PseudoLocale(tag: locale) else { return [] }
    return textNodes().compactMap { node, text, _ in
      let shown = text.spoken
      let transformed = pseudo == .accented ? shown.contains("[") : shown.unicodeScalars.contains("\u{202E}")
      guard !transformed, shown.contains(where: \.isLetter) else { return nil }
      let element = node.role ?? "text"
      let how = element == "skip" ? "titleKey" : "tour.t"
      return finding(
        .unlocalizedString, .warning, "the \(element) '\(shown.quotedInMessage)' is not from the tour's strings (\(how))", element,
        line: line(of: element))
    }
  }

  /// The script line a text's finding points at: the skip view's texts are the tour's, not a
  /// mark's (found once, at `skipView`), the others the mark's views.
  private func line(of element: String) -> Int? {
    element == "skip" ? run.skipLine ?? run.viewsLine : run.viewsLine
  }
}

/// What every mark of one configuration is checked with: the configuration, the check's
/// options, the script lines findings point at, and what the tour is as described.
struct CheckRun {
  let configuration: CheckConfiguration
  let options: CheckOptions
  /// The script lines of `coachMarkAt` and `coachMarkViewsAt`.
  let markLine: Int?
  let viewsLine: Int?
  /// The script line of `skipView`.
  var skipLine: Int? = nil
  /// Whether the tour takes its texts from strings (else pseudo-locales have nothing to change).
  let hasStrings: Bool
  /// The screen the tour describes, before any device: a view off the device's screen but on
  /// this one may only be a description that does not follow the device (no autoresizing).
  let designBounds: Rect
}
