/// A link where laid-out text draws it: its id, its words on one line, and their frame (a link
/// that wraps is one `TextLink` per line).
public struct TextLink: Hashable, Sendable {
  /// What a tap sends to `didSelectLink`.
  public var id: String
  /// Its words on this line.
  public var text: String
  /// Where they are drawn.
  public var frame: Rect

  /// The link `id` whose words `text` are drawn in `frame`.
  public init(id: String, text: String, frame: Rect) {
    self.id = id
    self.text = text
    self.frame = frame
  }

  /// The links of `lines` (each a line's fragments) drawn in `frame`, `lineHeight` apart,
  /// each line placed by `alignment` as the renderers place it; neighbouring fragments of one
  /// link on a line (a bold word inside it) are one.
  public static func links(in lines: [[TextFragment]], frame: Rect, lineHeight: Double, alignment: BoxStyle.Alignment) -> [TextLink] {
    var links: [TextLink] = []
    for (offset, line) in lines.enumerated() {
      let left = alignment.lineStart(width: line.width, in: frame)
      let top = frame.minY + Double(offset) * lineHeight
      var previous: TextLink?
      for fragment in line.sorted(by: { $0.x < $1.x }) {
        guard let id = fragment.link else {
          if let open = previous { links.append(open) }
          previous = nil
          continue
        }
        let box = Rect(x: left + fragment.x, y: top, width: fragment.width, height: lineHeight)
        if var open = previous, open.id == id {
          // Visual order: on a right-to-left line the later words stand to the left.
          open.text = box.minX < open.frame.minX ? fragment.text + open.text : open.text + fragment.text
          open.frame = open.frame.union(box)
          previous = open
        } else {
          if let open = previous { links.append(open) }
          previous = TextLink(id: id, text: fragment.text, frame: box)
        }
      }
      if let open = previous { links.append(open) }
    }
    return links
  }
}
