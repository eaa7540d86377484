import CLua
import TourCore

extension ScriptDelegate: CoachMarksDataSource {
  func numberOfCoachMarks(reply: @escaping (Int) -> Void) {
    let stack = context.state.stack
    stack.pushRegistry(context.refs.tour)
    defer { stack.pop(2) }
    if stack.rawGet(-1, "numberOfCoachMarks") == LUA_TNUMBER, let count = stack.integer(-1), TourDefinition.markCounts.contains(count) {
      return reply(Int(count))
    }
    hooks.ask(
      .numberOfCoachMarks, fallback: 0,
      answer: { stack, count throws(DecodingError) in
        guard count >= 1, let value = stack.integer(-count), TourDefinition.markCounts.contains(value) else {
          let got = count < 1 ? "nothing" : stack.number(-count).map(\.scriptText) ?? stack.typeName(-count)
          throw DecodingError("must return a whole number of marks from 0 to \(TourDefinition.markCounts.upperBound), got \(got)")
        }
        return Int(value)
      }, reply: reply)
  }

  func coachMark(at index: Int, reply: @escaping (CoachMark?) -> Void) {
    hooks.ask(
      .coachMarkAt, mark: index, fallback: nil,
      arguments: { stack in
        stack.push(index)
        return 1
      },
      answer: { [unowned self] stack, count throws(DecodingError) in
        guard count >= 1, stack.type(-count) == LUA_TTABLE else {
          throw DecodingError(
            "must return a mark (made with ctl.helper:makeCoachMark), or a list of marks, for mark \(index), got \(count >= 1 ? stack.typeName(-count) : "nothing")"
          )
        }
        do throws(DecodingError) { return try marks.read(stack, -count) } catch {
          throw DecodingError("returned a bad mark for mark \(index): \(error.message)")
        }
      }, reply: reply)
  }

  func coachMarkViews(at index: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void) {
    coachMarkViews(at: index, part: 1, madeFrom: mark, reply: reply)
  }

  /// `coachMarkViewsAt(ctl, index, mark, part)`: `part` is the mark's place in its group (1
  /// for a mark alone).
  func coachMarkViews(at index: Int, part: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void) {
    hooks.ask(
      .coachMarkViewsAt, mark: index, fallback: MarkViews.standard, failed: MarkViews.failed,
      arguments: { [unowned self] stack in
        stack.push(index)
        marks.push(mark, on: stack)
        stack.push(part)
        return 3
      },
      answer: { [images = context.images, refs = context.refs, hooks] stack, count throws(DecodingError) in
        guard count >= 1 else { throw DecodingError("must return views { body = ..., arrow = ... }, got nothing") }
        do throws(DecodingError) {
          var views = try ViewTables.markViews(stack, -count)
          views.sourceLine = DefaultViewsOptions.line(of: -count, on: stack, refs: refs)
          views.step = hooks.step(at: index, on: stack)
          return try images?.resolved(views) ?? views
        } catch {
          throw DecodingError("returned bad views for mark \(index): \(error.message)")
        }
      }, reply: reply)
  }

  func constraintsForSkipView(_ skipView: ViewSpec, parentFrame: Rect, reply: @escaping (Rect?) -> Void) {
    hooks.ask(
      .constraintsForSkipView, fallback: Rect?.none,
      arguments: { [unowned self] stack in
        stack.pushRegistry(context.refs.tour)
        stack.rawGet(-1, "skipView")
        clua_remove(stack.L, -2)
        stack.push(parentFrame)
        return 2
      },
      answer: { stack, count throws(DecodingError) -> Rect? in
        guard count >= 1, !stack.isNoneOrNil(-count) else { return nil }
        do throws(DecodingError) { return try stack.rect(-count) } catch { throw DecodingError("must return a frame or nil: \(error.message)") }
      }, reply: reply)
  }
}
