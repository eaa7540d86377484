import TourCore
import TourRender

/// What the host adds when a mark appears: the `announce` event, with what a screen reader
/// speaks, and a warning for each character of the mark's texts that no installed font draws
/// (it shows as an empty box), once per character and session, naming the mark, the
/// character's code point and the text it is in.
final class ShownMarkWatcher: TourEventRecorder {
  private unowned let controller: CoachMarksController
  private let fonts: FontMetrics?
  private var warned: Set<Character> = []
  /// Hears of each mark that appeared, with the scene drawn for it (`TourSession.onMarkShown`).
  var onShown: ((Int, Scene) -> Void)?

  init(controller: CoachMarksController, fonts: FontMetrics?) {
    self.controller = controller
    self.fonts = fonts
  }

  func record(_ event: TourEvent, at time: Instant) {
    guard case .didShow(let index, _, _) = event else { return }
    let scene = controller.scene()
    if let spoken = scene.accessibility.first(where: { $0.index == index }) {
      controller.record(.announce(index: index, message: spoken.message))
    }
    defer { onShown?(index, scene) }
    guard let fonts else { return }
    for mark in scene.marks where mark.index == index {
      for line in Self.lines(of: mark.body) + (mark.arrow.map(Self.lines) ?? []) {
        for character in fonts.missingCharacters(in: line) where warned.insert(character).inserted {
          controller.record(.warning(message: Self.message(character, in: line, mark: index)))
        }
      }
    }
  }

  /// `mark 2: no installed font has U+0378 '?' (in "..."); it shows as an empty box`.
  static func message(_ character: Character, in line: String, mark: Int) -> String {
    let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
    return "mark \(mark): no installed font has \(codes.joined(separator: " ")) '\(String(character).quotedInMessage)' "
      + "(in \"\(line.quotedInMessage)\"); it shows as an empty box"
  }

  private static func lines(of node: SceneNode) -> [String] {
    var lines: [String] = []
    if case .text(let text) = node.content { lines += text.lines }
    for child in node.children { lines += Self.lines(of: child) }
    return lines
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
