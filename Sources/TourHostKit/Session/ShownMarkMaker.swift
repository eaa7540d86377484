import TourCore
import TourRender

/// What the session makes of a mark that appeared, once every subscriber has heard of it: a
/// warning when the screen's captured picture is shown at another size (`PictureSizeNote`), the
/// `announce` record, with what a screen reader speaks, a warning for each character of the
/// mark's texts that no installed font draws (it shows as an empty box, once per character and
/// session, naming the mark, the character's code point and the text it is in), and the
/// `ShownMark` that hosts read (its scene is the one the announcement comes from).
final class ShownMarkMaker {
  private unowned let controller: CoachMarksController
  private var warned: Set<Character> = []
  /// Says when the screen's captured picture is shown at another size.
  private let pictureSize = PictureSizeNote()

  init(controller: CoachMarksController) {
    self.controller = controller
  }

  /// Records what the host says of mark `index`, which has just appeared, and gives it as
  /// hosts see it when one listens (`publishing`; nil too when no mark shows: a script ended
  /// the tour from `didShow`'s broadcast).
  func shown(_ index: Int, change: ConfigurationChange, publishing: Bool) -> ShownMark? {
    pictureSize.check(controller)
    let scene = controller.scene(appViews: publishing)
    if let spoken = scene.accessibility.first(where: { $0.index == index }) {
      controller.record(.announce(index: index, message: spoken.message))
    }
    // Each part's texts, walked once: its body's, then its arrow's.
    let parts = scene.marks.filter { $0.index == index }.map { (body: Self.texts(of: $0.body), arrow: $0.arrow.map(Self.texts) ?? []) }
    for text in parts.flatMap(\.body) where text.hiddenLines > 0 {
      controller.record(.warning(message: Self.cutMessage(text, mark: index, screen: scene.size)))
    }
    // The fonts the mark was measured in (the tour's own, Android's); none for an estimate.
    if let fonts = controller.sizing.measurer as? FontMetrics {
      for line in parts.flatMap({ $0.body + $0.arrow }).flatMap(\.lines) {
        for character in fonts.missingCharacters(in: line) where warned.insert(character).inserted {
          controller.record(.warning(message: Self.message(character, in: line, mark: index)))
        }
      }
    }
    return publishing ? shownMark(index, change: change, scene) : nil
  }

  /// The mark on screen as a host sees it.
  private func shownMark(_ index: Int, change: ConfigurationChange, _ scene: Scene) -> ShownMark? {
    guard let laidOut = controller.readout.shown else { return nil }
    let screen = controller.screen
    let targets = laidOut.parts.map { part, _, layout -> Rect? in
      if let anchor = part.anchor, anchor.followsSize, let path = try? screen.resolve(anchor.keyPath) {
        return screen.frameOnScreen(path)
      }
      return layout.cutout?.bounds
    }
    let clippings = laidOut.parts.map { part, _, _ -> ScrollClipping? in
      guard let anchor = part.anchor, let path = try? screen.resolve(anchor.keyPath) else { return nil }
      return screen.scrollClipping(of: path)
    }
    return ShownMark(
      index: index, change: change, scene: scene, mark: laidOut.mark, layout: laidOut.layout, targets: targets, scrollClippings: clippings,
      touches: controller.touchScene, overlay: laidOut.overlay, viewsLine: laidOut.views.sourceLine)
  }

  /// `mark 2: no installed font has U+0378 '?' (in "..."); it shows as an empty box`.
  static func message(_ character: Character, in line: String, mark: Int) -> String {
    let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
    return "mark \(mark): no installed font has \(codes.joined(separator: " ")) '\(String(character).quotedInMessage)' "
      + "(in \"\(line.quotedInMessage)\"); it shows as an empty box"
  }

  /// `mark 1: its text does not fit the 162×197 screen: 10 of its 15 lines are shown, the last
  /// ending with an ellipsis (a screen reader reads it whole)`.
  static func cutMessage(_ text: SceneNode.TextContent, mark: Int, screen: Size) -> String {
    let shown = text.lines.count
    return "mark \(mark): its text does not fit the \(screen.width.scriptText)×\(screen.height.scriptText) screen: \(shown) of its "
      + "\(shown + text.hiddenLines) lines are shown, the last ending with an ellipsis (a screen reader reads it whole)"
  }

  private static func texts(of node: SceneNode) -> [SceneNode.TextContent] {
    var texts: [SceneNode.TextContent] = []
    if case .text(let text) = node.content { texts.append(text) }
    for child in node.children { texts += Self.texts(of: child) }
    return texts
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
