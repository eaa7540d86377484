import CFreeType

/// A glyph's outline as path commands in ems, y up from the baseline: what FreeType's
/// decomposition gives, conic (TrueType) and cubic (CFF) curves kept as they are.
struct GlyphOutline {
  enum Command {
    case move(Double, Double)
    case line(Double, Double)
    case quad(Double, Double, Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
  }

  var commands: [Command] = []

  init() {}

  /// Decomposes an outline loaded unscaled (in font units).
  init(decomposing outline: inout FT_Outline, unitsPerEm: Double) {
    final class Sink {
      var commands: [Command] = []
      let scale: Double
      init(scale: Double) { self.scale = scale }
      func point(_ vector: UnsafePointer<FT_Vector>?) -> (Double, Double) {
        guard let vector else { return (0, 0) }
        return (Double(vector.pointee.x) * scale, Double(vector.pointee.y) * scale)
      }
    }
    let sink = Sink(scale: 1 / unitsPerEm)
    var funcs = FT_Outline_Funcs()
    funcs.move_to = { to, user in
      guard let user else { return 1 }
      let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
      let (x, y) = sink.point(to)
      sink.commands.append(.move(x, y))
      return 0
    }
    funcs.line_to = { to, user in
      guard let user else { return 1 }
      let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
      let (x, y) = sink.point(to)
      sink.commands.append(.line(x, y))
      return 0
    }
    funcs.conic_to = { control, to, user in
      guard let user else { return 1 }
      let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
      let (cx, cy) = sink.point(control)
      let (x, y) = sink.point(to)
      sink.commands.append(.quad(cx, cy, x, y))
      return 0
    }
    funcs.cubic_to = { first, second, to, user in
      guard let user else { return 1 }
      let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
      let (ax, ay) = sink.point(first)
      let (bx, by) = sink.point(second)
      let (x, y) = sink.point(to)
      sink.commands.append(.cubic(ax, ay, bx, by, x, y))
      return 0
    }
    let retained = Unmanaged.passRetained(sink)
    _ = FT_Outline_Decompose(&outline, &funcs, retained.toOpaque())
    retained.release()
    commands = sink.commands
  }

  /// SVG path data for the glyph drawn at `size` with its origin at (x, baseline).
  func pathData(x: Double, baseline: Double, size: Double) -> String {
    let f = SVGNumber.format
    func p(_ px: Double, _ py: Double) -> String { "\(f(x + px * size)) \(f(baseline - py * size))" }
    var parts: [String] = []
    parts.reserveCapacity(commands.count + 1)
    var open = false
    for command in commands {
      switch command {
      case .move(let px, let py):
        if open { parts.append("Z") }
        parts.append("M" + p(px, py))
        open = true
      case .line(let px, let py): parts.append("L" + p(px, py))
      case .quad(let cx, let cy, let px, let py): parts.append("Q" + p(cx, cy) + " " + p(px, py))
      case .cubic(let ax, let ay, let bx, let by, let px, let py): parts.append("C" + p(ax, ay) + " " + p(bx, by) + " " + p(px, py))
      }
    }
    if open { parts.append("Z") }
    return parts.joined()
  }
}
