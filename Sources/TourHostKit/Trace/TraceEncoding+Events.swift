import TourCore

extension TraceEncoding {
  /// The fields of an engine event, after its `t` and `event`.
  static func fields(of event: TourEvent, to out: inout JSONLineWriter) {
    switch event {
    case .start(let count, let fonts):
      out.int("count", count)
      if let fonts { out.text("fonts", fonts) }
    case .willLoad(let index, let result):
      out.int("index", index)
      out.bool("result", result)
    case .willShow(let index, let change):
      out.int("index", index)
      out.name("change", change.rawValue)
    case .didShow(let index, let change, let layout): didShow(index, change, layout, to: &out)
    case .willHide(let index), .didHide(let index): out.int("index", index)
    case .pause(let style): out.name("style", style.rawValue)
    case .resume: break
    case .overlayTap(let index, let handled):
      out.int("index", index)
      out.bool("handled", handled)
    case .appTap(let view, let point):
      out.text("view", view)
      out.geometry("x", point.x)
      out.geometry("y", point.y)
    case .resize(let size, let insets): resize(size, insets, to: &out)
    case .stop(let immediately): out.bool("immediately", immediately)
    case .animation(let index, let kind, let duration, let delay):
      out.int("index", index)
      out.name("kind", kind.rawValue)
      out.seconds("duration", duration)
      out.seconds("delay", delay)
    case .end(let skipped, let reason):
      out.bool("skipped", skipped)
      if let reason { out.name("reason", reason.rawValue) }
    case .waitForView, .missingView, .targetMissing, .targetRecovered, .viewAdded, .viewRemoved, .waitForScreen, .scroll:
      viewFields(of: event, to: &out)
    case .appEvent, .navigate, .warning, .announce, .action, .link, .invalidate, .move: otherFields(of: event, to: &out)
    }
  }

  /// The fields of the events about views and screens (`fields(of:to:)` sends only these).
  private static func viewFields(of event: TourEvent, to out: inout JSONLineWriter) {
    switch event {
    case .waitForView(let index, let view, let timeout):
      out.int("index", index)
      out.text("view", view)
      out.seconds("timeout", timeout)
    case .missingView(let index, let view, let onMissing):
      out.int("index", index)
      out.text("view", view)
      out.name("onMissing", onMissing.rawValue)
    case .targetMissing(let index, let view, let reason, let policy):
      out.int("index", index)
      out.text("view", view)
      out.text("reason", reason)
      out.seconds("wait", policy.wait)
      out.name("then", policy.then.policyName)
    case .targetRecovered(let index, let view):
      out.int("index", index)
      out.text("view", view)
    case .viewAdded(let view), .viewRemoved(let view): out.text("view", view)
    case .waitForScreen(let index, let screen):
      out.int("index", index)
      out.text("screen", screen)
    case .scroll(let index, let view, let from, let to, let duration):
      out.int("index", index)
      out.text("view", view)
      out.key("from")
      out.point(from)
      out.key("to")
      out.point(to)
      out.seconds("duration", duration)
    default: break
    }
  }

  /// The fields of the events about the app, messages, actions and moves (`fields(of:to:)`
  /// sends only these).
  private static func otherFields(of event: TourEvent, to out: inout JSONLineWriter) {
    switch event {
    case .appEvent(let name): out.text("name", name)
    case .navigate(let screen): out.text("screen", screen)
    case .warning(let message): out.text("message", message)
    case .announce(let index, let message):
      out.int("index", index)
      out.text("message", message)
    case .action(let index, let id), .link(let index, let id):
      out.int("index", index)
      out.text("id", id)
    case .invalidate(let reason): out.text("reason", reason)
    case .move(let from, let to, let duration):
      out.int("from", from)
      out.int("to", to)
      out.seconds("duration", duration)
    default: break
    }
  }

  /// `didShow`: a group's layouts, in order, as a list; then the skip view.
  private static func didShow(_ index: Int, _ change: ConfigurationChange, _ layout: MarkLayout, to out: inout JSONLineWriter) {
    out.int("index", index)
    out.name("change", change.rawValue)
    out.key("layout")
    if layout.companions.isEmpty {
      write(layout, to: &out)
    } else {
      out.openArray()
      for part in layout.parts { write(part, to: &out) }
      out.closeArray()
    }
    out.rect("skip", layout.skip)
    if let touch = layout.skipTouch { out.rect("skipTouch", touch) }
  }

  private static func resize(_ size: Size, _ insets: EdgeInsets?, to out: inout JSONLineWriter) {
    out.geometry("width", size.width)
    out.geometry("height", size.height)
    guard let insets else { return }
    out.key("safeArea")
    out.openArray()
    for side in [insets.top, insets.left, insets.bottom, insets.right] { out.geometry(side) }
    out.closeArray()
  }

  /// A layout: `cutout`, `pointOfInterest`, `arrowOrientation`, `frame`, `body`, `arrow`,
  /// `touch` when the next control's touch area is larger than the body, and a rich bubble's
  /// `controls`.
  static func write(_ layout: MarkLayout, to out: inout JSONLineWriter) {
    out.openObject()
    out.rect("cutout", layout.cutout?.bounds)
    out.key("pointOfInterest")
    if let point = layout.pointOfInterest { out.point(point) } else { out.null() }
    out.key("arrowOrientation")
    if let side = layout.arrowOrientation { out.string(side.rawValue) } else { out.null() }
    out.rect("frame", layout.frame)
    out.rect("body", layout.body)
    out.rect("arrow", layout.arrow)
    if let touch = layout.touch { out.rect("touch", touch) }
    if !layout.controls.isEmpty {
      out.key("controls")
      out.openArray()
      for control in layout.controls { write(control, to: &out) }
      out.closeArray()
    }
    out.closeObject()
  }

  /// A rich bubble's control: `kind`, `id` (an action's), `label`, `frame`, and `touch` when
  /// its touch area is larger than its frame.
  static func write(_ control: BubbleControl, to out: inout JSONLineWriter) {
    out.openObject()
    out.name("kind", control.kind.name)
    if let id = control.kind.actionID ?? control.kind.linkID { out.text("id", id) }
    out.text("label", control.label)
    out.rect("frame", control.frame)
    if let touch = control.touch { out.rect("touch", touch) }
    out.closeObject()
  }
}
