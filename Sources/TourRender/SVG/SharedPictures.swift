import TourCore

/// The bubble pictures a scene shows more than once, each embedded once: a `<symbol>` in the
/// picture's `<defs>` holds its data, and every place that shows it is a `<use>` of it (700
/// uses of a 1 MB picture once made a 688 MB SVG). A picture shown once stays an `<image>`.
struct SharedPictures {
  /// The id of each shared picture, by its data URI.
  private(set) var ids: [String: String] = [:]

  /// No shared pictures.
  static let none = SharedPictures()

  private init() {}

  /// The pictures `scene` shows more than once, in the order they are first met, named
  /// `prefix` + `picture-1`, `picture-2`...
  init(_ scene: Scene, prefix: String) {
    var uses: [String: Int] = [:]
    var order: [String] = []
    func count(_ uri: String) {
      guard !uri.isEmpty else { return }
      if uses[uri] == nil { order.append(uri) }
      uses[uri, default: 0] += 1
    }
    func walk(_ node: SceneNode) {
      switch node.content {
      case .picture(_, let uri, _): count(uri)
      case .text(let text):
        for piece in (text.fragments ?? []).joined() { if let file = piece.image { count(text.pictures[file] ?? "") } }
      default: break
      }
      node.children.forEach(walk)
    }
    scene.ornaments.forEach(walk)
    for mark in scene.marks {
      walk(mark.body)
      mark.arrow.map(walk)
    }
    scene.skipView.map(walk)
    for uri in order where uses[uri, default: 0] > 1 { ids[uri] = prefix + "picture-\(ids.count + 1)" }
  }

  /// The `<symbol>` of each shared picture, in the order of their ids.
  func define(_ out: inout SVGWriter) {
    guard !ids.isEmpty else { return }
    out.group("defs", []) { out in
      for (uri, id) in ids.sorted(by: { ($0.value.count, $0.value) < ($1.value.count, $1.value) }) {
        out.group("symbol", [("id", id), ("viewBox", "0 0 1 1"), ("preserveAspectRatio", "none")]) { out in
          out.element("image", [("width", "1"), ("height", "1"), ("href", uri), ("preserveAspectRatio", "none")])
        }
      }
    }
  }
}
