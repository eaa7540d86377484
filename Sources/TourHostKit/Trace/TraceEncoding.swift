import TourCore

/// How each event is written in the trace (API.md section 4, "Trace").
public enum TraceEncoding {
  /// Places for the clock (microseconds).
  static let timeDecimals = 6
  /// Places for geometry ("in screen points, rounded to 0.01").
  static let geometryDecimals = 2

  /// The line as one JSON object: `t`, `event`, then its fields.
  public static func json(_ record: TraceRecord, at time: Instant) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("t", .number(time.seconds, decimals: timeDecimals)), ("event", .string(record.name)),
    ]
    switch record {
    case .tour(let event): fields += Self.fields(of: event)
    case .script(.log(let message)): fields += [("message", text(message))]
    case .script(.error(let message, let traceback)): fields += [("message", text(message)), ("traceback", text(traceback))]
    case .host(.input(let command)): fields += [("command", text(command))]
    case .host(.ineligible(let reason)): fields += [("reason", text(reason))]
    case .host(.resumeAt(let index)): fields += [("index", int(index))]
    case .host(.reload(let file)): fields += [("file", text(file))]
    case .host(.locale(let tag)): fields += [("locale", .string(tag))]
    case .host(.setting(let name, let value)): fields += [("name", .string(name)), ("value", .string(value))]
    case .host(.reloadFailed(let file, let message)): fields += [("file", text(file)), ("message", text(message))]
    case .host(.decision(let trigger, let verdict)):
      fields += [("trigger", text(trigger)), ("tour", text(verdict.tour)), ("status", .string(verdict.status.rawValue))]
      fields += verdict.reason.map { [("reason", text($0))] } ?? []
    case .host(.appReload(let file)): fields += [("file", text(file))]
    }
    return .object(fields)
  }

  /// The longest text a trace line carries in one field (64 KiB): past it, the text is cut
  /// and says how long it was, so that one `error(("E"):rep(2e7))` is not a 20 MB line.
  static let longestText = String.longestShownValue

  /// A text field of the trace, cut at `longestText` bytes (on a character's edge).
  static func text(_ value: String) -> JSONValue { .string(value.cut(toUTF8Bytes: longestText)) }

  static func fields(of event: TourEvent) -> [(String, JSONValue)] {
    switch event {
    case .start(let count, let fonts): [("count", int(count))] + (fonts.map { [("fonts", text($0))] } ?? [])
    case .willLoad(let index, let result): [("index", int(index)), ("result", .bool(result))]
    case .willShow(let index, let change): [("index", int(index)), ("change", .string(change.rawValue))]
    case .didShow(let index, let change, let layout):
      // A group's layouts, in order, as a list.
      [
        ("index", int(index)), ("change", .string(change.rawValue)),
        ("layout", layout.companions.isEmpty ? json(layout) : .array(layout.parts.map(json))),
        ("skip", layout.skip.map(rect) ?? .null),
      ] + (layout.skipTouch.map { [("skipTouch", rect($0))] } ?? [])
    case .willHide(let index), .didHide(let index): [("index", int(index))]
    case .pause(let style): [("style", .string(style.rawValue))]
    case .resume: []
    case .overlayTap(let index, let handled): [("index", int(index)), ("handled", .bool(handled))]
    case .appTap(let view, let point):
      [("view", view.map(text) ?? .null), ("x", number(point.x)), ("y", number(point.y))]
    case .resize(let size, let insets):
      [("width", number(size.width)), ("height", number(size.height))]
        + (insets.map { [("safeArea", .array([$0.top, $0.left, $0.bottom, $0.right].map(number)))] } ?? [])
    case .stop(let immediately): [("immediately", .bool(immediately))]
    case .animation(let index, let kind, let duration, let delay):
      [
        ("index", int(index)), ("kind", .string(kind.rawValue)), ("duration", .number(duration, decimals: timeDecimals)),
        ("delay", .number(delay, decimals: timeDecimals)),
      ]
    case .end(let skipped, let reason): [("skipped", .bool(skipped))] + (reason.map { [("reason", .string($0.rawValue))] } ?? [])
    case .waitForView(let index, let view, let timeout):
      [("index", int(index)), ("view", text(view)), ("timeout", .number(timeout, decimals: timeDecimals))]
    case .missingView(let index, let view, let onMissing):
      [("index", int(index)), ("view", text(view)), ("onMissing", .string(onMissing.rawValue))]
    case .targetMissing(let index, let view, let reason, let policy):
      [
        ("index", int(index)), ("view", text(view)), ("reason", text(reason)), ("wait", .number(policy.wait, decimals: timeDecimals)),
        ("then", .string(policy.then.policyName)),
      ]
    case .targetRecovered(let index, let view): [("index", int(index)), ("view", text(view))]
    case .viewAdded(let view), .viewRemoved(let view): [("view", text(view))]
    case .appEvent(let name): [("name", text(name))]
    case .navigate(let screen): [("screen", text(screen))]
    case .waitForScreen(let index, let screen): [("index", int(index)), ("screen", text(screen))]
    case .warning(let message): [("message", text(message))]
    case .announce(let index, let message): [("index", int(index)), ("message", text(message))]
    case .action(let index, let id), .link(let index, let id): [("index", int(index)), ("id", text(id))]
    case .invalidate(let reason): [("reason", text(reason))]
    case .move(let from, let to, let duration):
      [("from", int(from)), ("to", int(to)), ("duration", .number(duration, decimals: timeDecimals))]
    case .scroll(let index, let view, let from, let to, let duration):
      [
        ("index", int(index)), ("view", text(view)), ("from", .array([number(from.x), number(from.y)])),
        ("to", .array([number(to.x), number(to.y)])), ("duration", .number(duration, decimals: timeDecimals)),
      ]
    }
  }

  /// A layout: `cutout`, `pointOfInterest`, `arrowOrientation`, `frame`, `body`, `arrow`,
  /// `touch` when the next control's touch area is larger than the body, and a rich bubble's
  /// `controls`.
  public static func json(_ layout: MarkLayout) -> JSONValue {
    .object(
      [
        ("cutout", layout.cutout.map { rect($0.bounds) } ?? .null),
        ("pointOfInterest", layout.pointOfInterest.map { .array([number($0.x), number($0.y)]) } ?? .null),
        ("arrowOrientation", layout.arrowOrientation.map { .string($0.rawValue) } ?? .null),
        ("frame", rect(layout.frame)),
        ("body", rect(layout.body)),
        ("arrow", layout.arrow.map(rect) ?? .null),
      ] + (layout.touch.map { [("touch", rect($0))] } ?? [])
        + (layout.controls.isEmpty ? [] : [("controls", .array(layout.controls.map(json)))]))
  }

  /// A rich bubble's control: `kind`, `id` (an action's), `label`, `frame`, and `touch` when
  /// its touch area is larger than its frame.
  static func json(_ control: BubbleControl) -> JSONValue {
    var fields: [(String, JSONValue)] = [("kind", .string(control.kind.name))]
    if let id = control.kind.actionID ?? control.kind.linkID { fields.append(("id", text(id))) }
    fields += [("label", text(control.label)), ("frame", rect(control.frame))]
    return .object(fields + (control.touch.map { [("touch", rect($0))] } ?? []))
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .array([number(rect.x), number(rect.y), number(rect.width), number(rect.height)])
  }

  static func number(_ value: Double) -> JSONValue { .number(value, decimals: geometryDecimals) }
  static func int(_ value: Int) -> JSONValue { .number(Double(value), decimals: 0) }
}
