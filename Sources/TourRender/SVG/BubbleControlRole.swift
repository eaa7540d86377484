import TourCore

/// A rich bubble's control as a picture names it: the kind as a class, an action's id, and
/// the name a screen reader reads (its label's text as written).
struct BubbleControlRole {
  let kind: String
  let id: String?
  let name: String

  /// Nil for a node that is no bubble control (Instructions' next label is a text node).
  init?(_ node: SceneNode) {
    guard case .group = node.content, let control = node.role.flatMap(BubbleControl.Kind.init(sceneRole:)) else { return nil }
    kind = control.name
    id = control.actionID
    name = node.spokenText
  }
}
