import TourCore

/// A rich bubble's control as a picture names it: the scene node's role (`back`, `next`,
/// `close`, `action:ID`) as a class and an id, and the name a screen reader reads (its
/// label's text as written).
struct BubbleControlRole {
  let kind: String
  let id: String?
  let name: String

  /// Nil for a node that is no bubble control (Instructions' next label is a text node).
  init?(_ node: SceneNode) {
    guard let role = node.role else { return nil }
    if role.hasPrefix("action:") {
      kind = "action"
      id = String(role.dropFirst("action:".count))
    } else if ["back", "next", "close"].contains(role) {
      kind = role
      id = nil
    } else {
      return nil
    }
    name = node.children.compactMap { child -> String? in if case .text(let text) = child.content { text.spoken } else { nil } }.joined(
      separator: " ")
  }
}
