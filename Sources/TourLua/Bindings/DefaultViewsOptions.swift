import CLua
import TourCore

/// `ctl.helper:makeDefaultCoachViews(opts)`: the default body and arrow, with the progress
/// placeholders `{current}` and `{total}` filled in.
struct DefaultViewsOptions {
  unowned let context: BridgeContext
  unowned let hooks: HookCaller

  /// Reads the options at argument 2 and pushes the views.
  func push(_ call: LuaCall) throws(LuaCallError) -> Int32 {
    let stack = call.stack
    var content = DefaultBodyContent(hint: "")
    var arrow: ArrowOrientation?? = .some(nil)
    var backOnFirst = false
    if !stack.isNoneOrNil(2) {
      try call.table(2)
      try call.decode(2) { (i: Int32) throws(DecodingError) in
        let table: OptionTable
        do throws(DecodingError) { table = try OptionTable(stack, i, valid: HelperBinding.viewOptions) } catch {
          throw Self.styleHint(error, stack, i)
        }
        content.hint = try table.text("hint") ?? ""
        content.next = try table.text("next")
        content.nextLabelPosition = try table.choice("nextLabelPosition", NextLabelPosition.self) ?? .trailing
        if try table.boolean("withNextText") == false { content.next = nil }
        // "{current} of {total}": a first line of the hint (a rich bubble's control row); the
        // placeholders work in the hint and the labels too.
        content.progress = try table.text("progress")
        content.controls = try BubbleTables.controls(table, locale: context.controller.environment.locale)
        backOnFirst = try table.boolean("backOnFirst") ?? false
        let side = try table.choice("arrowOrientation", ArrowOrientation.self)
        arrow = try table.boolean("withArrow") == false ? .none : .some(side)
      }
    }
    warnAboutMarkup(content, at: call.scriptPosition())
    fillPlaceholders(&content, backOnFirst: backOnFirst, on: stack)
    ViewTables.pushDefaultViews(content, arrow: arrow, on: stack)
    if let line = call.scriptLine() {
      stack.pushRegistry(context.refs.viewLines)
      stack.pushValue(-2)
      stack.push(line)
      lua_rawset(stack.L, -3)
      stack.pop()
    }
    return 1
  }

  /// The script line of the `makeDefaultCoachViews` call that made the views table at `index`
  /// (nil for views the script wrote as a table).
  static func line(of index: Int32, on stack: LuaStack, refs: BridgeRefs) -> Int? {
    let index = stack.absolute(index)
    stack.pushRegistry(refs.viewLines)
    stack.pushValue(index)
    defer { stack.pop(2) }
    return stack.rawGetPoppingKey(-2) == LUA_TNUMBER ? stack.number(-1).map { Int($0) } : nil
  }

  /// Names a style might be given by: the default views' style fields and what people try.
  static let styleNames =
    ViewTables.colorKeys + ["cornerRadius", "textColor", "hintSize", "nextSize"]
    + ["background", "backgroundColor", "color", "colour", "font", "fontSize", "radius", "textSize"]

  /// `error` (an unknown option), with where the style goes when the options tried one.
  static func styleHint(_ error: DecodingError, _ stack: LuaStack, _ index: Int32) -> DecodingError {
    let tried = styleNames.filter { name in
      defer { stack.pop() }
      return stack.rawGet(index, named: name) != LUA_TNIL
    }
    guard !tried.isEmpty else { return error }
    return DecodingError(
      error.message
        + "; the default views' colours, corner radius and text sizes are fields of the views it returns, not options: local views = ctl.helper:makeDefaultCoachViews { hint = \"...\" }; views.body.innerColor = \"#0B6E4F\"; views.arrow.innerColor = \"#0B6E4F\" (API.md, \"Styling the default views\")"
    )
  }

  /// Says once, at the line that made the views, why a hint's or a title's markup does not
  /// parse (it is shown as written).
  /// Also says, once at that line, that `dots` and `progress` given together draw the dots
  /// only (the progress text takes their place only when they do not fit).
  private func warnAboutMarkup(_ content: DefaultBodyContent, at position: @autoclosure () -> String) {
    var messages: [String] = []
    for (field, text) in [("title", content.controls?.titleText), ("hint", content.hintText)] {
      guard let problem = text?.parsed.problem else { continue }
      messages.append("\(field): markup: \(problem); shown as written")
    }
    if content.controls?.showsDots == true, content.progress != nil {
      messages.append("dots and progress given together: the dots are drawn, and the progress text only when they do not fit; give one")
    }
    guard !messages.isEmpty else { return }
    let position = position()
    for message in messages { context.warnOnce((position.isEmpty ? "" : position + " ") + message) }
  }

  /// Fills `{current}` and `{total}` in the texts, and gives a rich bubble its step (the
  /// dots), without back on the first step unless `backOnFirst`. Instructions' body draws the
  /// progress as the hint's first line.
  private func fillPlaceholders(_ content: inout DefaultBodyContent, backOnFirst: Bool, on stack: LuaStack) {
    var texts = [content.hint, content.next ?? "", content.progress ?? ""]
    if let controls = content.controls { texts += [controls.title ?? "", controls.back ?? ""] + controls.actions.map(\.title) }
    let needsStep = content.controls.map { $0.showsDots || ($0.back != nil && !backOnFirst) } ?? false
    // Searched on the bytes: the character search of `contains` took a twelfth of a mark with
    // every hook in Lua, and for these needles of ASCII the two find the same. Most texts
    // have no brace, which one pass over their bytes tells.
    let placeholders = texts.contains { text in
      text.utf8.contains(UInt8(ascii: "{"))
        && (!text[...].byteAlignedRanges(of: "{current}").isEmpty || !text[...].byteAlignedRanges(of: "{total}").isEmpty)
    }
    if needsStep || placeholders {
      let (current, total) = progress(on: stack)
      func fill(_ text: String) -> String {
        let numbers = context.controller.readout.localeNumbers
        return text.replacing("{current}", with: numbers.localized(String(current))).replacing("{total}", with: numbers.localized(String(total)))
      }
      content.hint = fill(content.hint)
      content.next = content.next.map(fill)
      content.progress = content.progress.map(fill)
      if var controls = content.controls {
        controls.title = controls.title.map(fill)
        controls.back = current == 1 && !backOnFirst ? nil : controls.back.map(fill)
        controls.actions = controls.actions.map { BubbleAction(id: $0.id, title: fill($0.title)) }
        if controls.showsDots { controls.step = BubbleStep(current: current, total: total) }
        content.controls = controls
      }
    }
    if content.controls == nil, let progress = content.progress {
      content.hint = progress + (content.hint.isEmpty ? "" : "\n" + content.hint)
    }
  }

  /// Where the flow is among the marks the run shows, as planned at its first mark
  /// (`HookCaller.step`). Runs on `stack`, the thread of the hook that asks.
  func progress(on stack: LuaStack) -> (current: Int, total: Int) {
    let step = hooks.step(at: context.controller.machine.phase.currentIndex ?? 1, on: stack)
    return (step.current, step.total)
  }

}
